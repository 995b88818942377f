import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Every TypeScript file of the server's `src`, with its path from there ("features/email/..."): what
 * the only-writer scans of the tables of moves read (decision 052). Tests beside the code are left
 * out: they may write a state to set a scene.
 */
export async function readServerSources(): Promise<{ file: string; text: string }[]> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src");
  const files = (await readdir(root, { recursive: true })).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
  );
  return Promise.all(
    files.map(async (file) => ({
      file: file.split(path.sep).join("/"),
      text: await readFile(path.join(root, file), "utf8"),
    })),
  );
}
