/**
 * The last step of the web build: a Brotli (.br) and a gzip (.gz) copy beside every text file of
 * dist/, made once at the highest levels, so the server sends them as they are (@fastify/static's
 * preCompressed) instead of compressing the same files for every visitor.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|xml|txt|webmanifest|ico)$/;
// The pre-rendered pages get the site's address at start-up, so the server compresses them itself.
const SKIPPED = path.join(dist, "prerendered");
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (file.startsWith(SKIPPED)) continue;
  const content = await readFile(file);
  if (content.length < 1024) continue; // a packet either way
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  files += 1;
  before += content.length;
  after += br.length;
}
console.log(
  `Compressed ${files} files: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB with Brotli`,
);
