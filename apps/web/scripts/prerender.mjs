// Pre-renders the marketing routes in English and Arabic into dist/prerendered/{lang}/...html, from
// the server entry built by `vite build --ssr`. The server sends these pages, with the request's own
// origin filled in where the HTML says %ORIGIN% (hreflang alternates and canonical links).
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(webRoot, "dist");
const serverEntry = path.join(webRoot, "dist-server", "entry-server.js");
const { render, prerenderedPages } = await import(pathToFileURL(serverEntry).href);

const template = await readFile(path.join(dist, "index.html"), "utf8");
const escapeHtml = (text) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
const fileFor = (pathname) => (pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`);

const outDir = path.join(dist, "prerendered");
await rm(outDir, { recursive: true, force: true });
for (const language of ["en", "ar"]) {
  await mkdir(path.join(outDir, language), { recursive: true });
  for (const page of prerenderedPages) {
    const { html, title, description, dir } = await render(page.path, language);
    const alternates = ["en", "ar"]
      .map(
        (lang) =>
          `<link rel="alternate" hreflang="${lang}" href="%ORIGIN%${page.path}?lang=${lang}" />`,
      )
      .concat(`<link rel="alternate" hreflang="x-default" href="%ORIGIN%${page.path}" />`)
      .concat(`<link rel="canonical" href="%ORIGIN%${page.path}?lang=${language}" />`)
      .join("\n    ");
    const document = template
      .replace('<html lang="en" dir="ltr">', `<html lang="${language}" dir="${dir}">`)
      .replace(/<title>.*<\/title>/, `<title>${escapeHtml(title)}</title>\n    ${alternates}`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(description)}" />`,
      )
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    await writeFile(path.join(outDir, language, fileFor(page.path)), document);
  }
}
await writeFile(
  path.join(outDir, "manifest.json"),
  JSON.stringify(
    { pages: prerenderedPages.map((page) => ({ path: page.path, file: fileFor(page.path) })) },
    null,
    2,
  ),
);
console.log(`Pre-rendered ${prerenderedPages.length} pages in English and Arabic into ${outDir}`);
