import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The scripts the home page's HTML starts with (its module script and every modulepreload), by
 * their brotli size: what a phone downloads before the page can answer a tap.
 */
export function homeInitialJs(distDir) {
  const html = readFileSync(path.join(distDir, "prerendered/en/index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  const unique = [...new Set(files)];
  // The build keeps a .br beside every file worth compressing; a tiny one goes as it is.
  const sized = unique.map((file) => {
    const compressed = path.join(distDir, `${file}.br`);
    const bytes = existsSync(compressed)
      ? statSync(compressed).size
      : statSync(path.join(distDir, file)).size;
    return { file, brotliBytes: bytes };
  });
  return { files: sized, brotliBytes: sized.reduce((sum, entry) => sum + entry.brotliBytes, 0) };
}
