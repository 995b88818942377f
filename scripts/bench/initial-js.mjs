import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The pages docs/performance.md weighs: every marketing page (its budget) and the two heaviest app screens. */
export const MARKETING_PAGES = [
  "/",
  "/Aboutus",
  "/CampingTents",
  "/DeluxeRoom",
  "/parking",
  "/Gallery",
  "/Activites",
  "/Corporate-Events",
  "/Private-Events",
];

/** The pre-rendered HTML file of a path in one language (scripts/prerender.mjs names them so). */
export function prerenderedFile(distDir, pathname, language = "en") {
  if (pathname === "/payment")
    return path.join(distDir, "prerendered", language, "shells", "payment.html");
  const file = pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`;
  return path.join(distDir, "prerendered", language, file);
}

/**
 * The scripts a page's HTML starts with (its module scripts and every modulepreload), by their
 * brotli size: what a phone downloads before the page can answer a tap.
 */
export function initialJs(distDir, pathname = "/", language = "en") {
  const html = readFileSync(prerenderedFile(distDir, pathname, language), "utf8");
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

/** The home page's first JavaScript in English (decision 017's figure). */
export function homeInitialJs(distDir) {
  return initialJs(distDir, "/", "en");
}
