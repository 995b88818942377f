// Pre-renders the marketing routes in English and Arabic into dist/prerendered/{lang}/...html, from
// the server entry built by `vite build --ssr`, and the empty shells of the routes the browser draws
// (their title, language and direction set) into dist/prerendered/{lang}/shells/. The server sends
// these pages, with its PUBLIC_URL filled in where the HTML says %ORIGIN% (hreflang and canonical),
// its cancellation policy's numbers where it says %POLICY_...%, the structured data where it says
// <!--structured-data-->, and, on the sandbox card processor, the test-mode banner atop the body.
// English is the site's default: its address has no ?lang=, and it is also the x-default.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { marketingStylesheet } from "./marketing-css.mjs";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(webRoot, "dist");
const serverEntry = path.join(webRoot, "dist-server", "entry-server.js");
const {
  islandSources,
  render,
  renderShellHead,
  renderTestModeBanner,
  prerenderedPages,
  shellPages,
  notFoundShell,
} = await import(pathToFileURL(serverEntry).href);

/**
 * A stylesheet goes into each page's <style> (the CSP allows inline styles): the page can paint as
 * soon as its HTML arrives, without a round trip for the CSS, and so well before the scripts arrive
 * and run (on a phone, about a second sooner). index.html keeps its link. The marketing pages take
 * only the rules they can use (scripts/marketing-css.mjs), the booking app's pages the whole file.
 */
const template = await readFile(path.join(dist, "index.html"), "utf8");
const stylesheetLink = template.match(
  /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/,
);
if (!stylesheetLink) throw new Error("the built index.html links no stylesheet");
const fullStylesheet = await readFile(path.join(dist, stylesheetLink[1]), "utf8");
function inlineStylesheet(html, css) {
  if (css.includes("</style"))
    throw new Error(`${stylesheetLink[1]} cannot be inlined: it says </style`);
  return html.replace(stylesheetLink[0], () => `<style>${css}</style>`);
}

const viteManifest = JSON.parse(await readFile(path.join(dist, ".vite", "manifest.json"), "utf8"));
// The marketing pages' own build (vite.islands.config.ts, docs/decisions/034).
const islandsManifest = JSON.parse(
  await readFile(path.join(dist, ".vite", "islands-manifest.json"), "utf8"),
);
const assets = await readdir(path.join(dist, "assets"));
// A build file's name is its source's name, "-" and an 8-character hash: "noto-sans-arabic" must
// not find "noto-sans-arabic-label-*".
const assetNamed = (prefix, extension) => {
  const file = assets.find(
    (name) =>
      name.startsWith(`${prefix}-`) &&
      name.endsWith(extension) &&
      name.length === prefix.length + 1 + 8 + extension.length,
  );
  if (!file) throw new Error(`no ${prefix}-*${extension} in the build`);
  return `/assets/${file}`;
};

/**
 * The typefaces a page's first screen draws, in each language: its script's, and the other one's
 * cut for what the header shows of it (the language button: "العربية" on English pages, from
 * the 5 KB label cut; "English", the spaces and the digits of Arabic pages, from the Latin face).
 * Without a preload the second is found only by the first layout, a round trip after the HTML.
 */
const FIRST_SCREEN_FONTS = {
  en: ["noto-sans-latin", "noto-sans-arabic-label"],
  ar: ["noto-sans-arabic", "noto-sans-latin"],
};

/**
 * What a page in one language needs first, announced in its head so the browser asks for it with
 * the HTML rather than after the scripts or the first layout: the typefaces of its first screen
 * (its text's fonts, swapped in sooner) and the files of its texts (loaded before the app
 * starts): the home page's half on every page, the other pages' half on every page but the home page.
 */
const preloadsFor = (language, pathname, isIslands) => {
  const fonts = FIRST_SCREEN_FONTS[language].map(
    (face) =>
      `<link rel="preload" href="${assetNamed(face, ".woff2")}" as="font" type="font/woff2" crossorigin />`,
  );
  // A marketing page's texts are in it (islandsHead).
  if (isIslands) return fonts;
  const halves = pathname === "/" ? ["site"] : ["site", "pages"];
  const texts = halves.map((half) => {
    const file = viteManifest[`src/i18n/locales/${language}-${half}.ts`]?.file;
    if (!file) throw new Error(`the build has no file for the ${language} texts (${half})`);
    return `<link rel="modulepreload" crossorigin href="/${file}" />`;
  });
  return [...fonts, ...texts, ...appPreloads];
};

/**
 * The app's code beyond its entry: src/main.tsx lets the page paint before it imports
 * src/app/start-app.tsx, which is fetched with the HTML all the same (its chunk and the chunks it
 * imports, those the built index.html does not name already).
 */
function appChunks(source, into = new Set()) {
  const chunk = viteManifest[source];
  if (!chunk) throw new Error(`the build has no chunk for ${source}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) appChunks(imported, into);
  return into;
}
const appPreloads = [...appChunks("src/app/start-app.tsx")]
  .filter((file) => !template.includes(`/${file}"`))
  .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
/** A chunk of the islands build and every chunk it imports, once each, in load order. */
function islandChunks(source, into = new Set()) {
  const chunk = islandsManifest[source];
  if (!chunk) throw new Error(`the islands build has no chunk for ${source}`);
  for (const imported of chunk.imports ?? []) islandChunks(imported, into);
  into.add(chunk.file);
  return into;
}

/**
 * A marketing page's scripts: the islands entry instead of the booking app, with the code of the
 * islands it hydrates at once preloaded beside it (those that load later are fetched then), and
 * the texts its islands read as a JSON data block (not a script: the CSP allows it).
 * All at a low fetch priority: the page paints from its HTML, and hydrates only after it has
 * (islands/main.tsx), so on a slow network the largest picture and the fonts go first; a module
 * script's default "High" is that of a render-blocking script, which it is not.
 */
function islandsHead(template, islands, texts) {
  const entry = islandsManifest["src/islands/main.tsx"];
  if (!entry) throw new Error("the islands build has no entry");
  const eager = new Set();
  for (const island of islands.filter(({ load }) => load === "eager")) {
    const source = islandSources[island.name];
    if (!source) throw new Error(`no island is registered as ${island.name}`);
    for (const file of islandChunks(source)) eager.add(file);
  }
  const entryChunks = islandChunks("src/islands/main.tsx");
  const preloads = [...entryChunks, ...eager]
    .filter((file) => file !== entry.file)
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
  // JSON in HTML: "<" written as its escape, so no text can close the block.
  const json = JSON.stringify(texts).replaceAll("<", "\\u003c");
  const withoutApp = template
    .replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g, "")
    .replace(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/, () =>
      [
        `<script type="application/json" id="island-texts">${json}</script>`,
        `<script type="module" crossorigin fetchpriority="low" src="/${entry.file}"></script>`,
        ...preloads,
      ].join("\n    "),
    );
  if (withoutApp === template) throw new Error("the built index.html names no app script");
  return withoutApp;
}

/**
 * The app's scripts (every modulepreload of an app page) wait in an inert <template> until the page
 * is on screen: src/main.tsx moves them into the head after the first paint, so on a phone's
 * narrow connection they no longer share it with what the first paint waits for (the HTML, its
 * font). The HTML still names each of them, and they are all fetched side by side, before the
 * app's code runs.
 */
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js" ?\/?>/g;
function deferAppCode(html) {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[0].trim());
  if (preloads.length === 0) throw new Error("an app page names no modulepreload");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      "</head>",
      () => `  <template id="app-code">${preloads.join("")}</template>\n  </head>`,
    );
}

const escapeHtml = (text) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
const fileFor = (pathname) => (pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`);
const shellFileFor = (pathname) =>
  pathname === "*"
    ? "shells/not-found.html"
    : `shells/${pathname.slice(1).replaceAll("/", "-").toLowerCase()}.html`;
const addressOf = (pathname, language) =>
  language === "en" ? `%ORIGIN%${pathname}` : `%ORIGIN%${pathname}?lang=${language}`;

/** The built index.html in one language, with its title, description and, when given, body. */
function pageDocument({
  pathname,
  language,
  dir,
  title,
  description,
  links = [],
  body = "",
  islands = null,
  stylesheet = fullStylesheet,
}) {
  const head = [...preloadsFor(language, pathname, Boolean(islands)), ...links]
    .map((link) => `\n    ${link}`)
    .join("");
  // Replacer functions: a "$" in the page's text is text, not a replacement pattern.
  const page = inlineStylesheet(template, stylesheet);
  const document = (islands ? islandsHead(page, islands.islands, islands.texts) : page)
    .replace('<html lang="en" dir="ltr">', () => `<html lang="${language}" dir="${dir}">`)
    .replace(/<title>.*<\/title>/, () => `<title>${escapeHtml(title)}</title>${head}`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  return islands ? document : deferAppCode(document);
}

const outDir = path.join(dist, "prerendered");
await rm(outDir, { recursive: true, force: true });

// Every page in both languages is rendered first: the marketing pages' stylesheet is cut to the
// classes all of them (and their islands' scripts) use, so that one cut serves every one of them.
const rendered = [];
for (const language of ["en", "ar"]) {
  for (const page of prerenderedPages) {
    rendered.push({
      language,
      page,
      ...(await render(page.path, language, { asIslands: Boolean(page.isIslands) })),
    });
  }
}
const islandScripts = await Promise.all(
  [...new Set(Object.values(islandsManifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFile(path.join(dist, file), "utf8")),
);
const marketingCss = marketingStylesheet(fullStylesheet, {
  // The server may write the test-mode banner atop any page.
  html: [
    ...rendered.filter(({ page }) => page.isIslands).map(({ html }) => html),
    renderTestModeBanner("en"),
    renderTestModeBanner("ar"),
  ].join("\n"),
  scripts: islandScripts.join("\n"),
});

for (const language of ["en", "ar"])
  await mkdir(path.join(outDir, language, "shells"), { recursive: true });
for (const { language, page, html, title, description, dir, ...rest } of rendered) {
  const links = ["en", "ar"]
    .map(
      (lang) => `<link rel="alternate" hreflang="${lang}" href="${addressOf(page.path, lang)}" />`,
    )
    .concat(`<link rel="alternate" hreflang="x-default" href="${addressOf(page.path, "en")}" />`)
    .concat(`<link rel="canonical" href="${addressOf(page.path, language)}" />`)
    // The server writes the resort's structured data here, with the catalogue's prices as it
    // sends the page (apps/server/src/plugins/structured-data.ts).
    .concat("<!--structured-data-->");
  const document = pageDocument({
    pathname: page.path,
    language,
    dir,
    title,
    description,
    links,
    body: html,
    islands: page.isIslands ? { islands: rest.islands, texts: rest.islandTexts } : null,
    stylesheet: page.isIslands ? marketingCss : fullStylesheet,
  });
  const file = path.join(outDir, language, fileFor(page.path));
  await mkdir(path.dirname(file), { recursive: true }); // /booking/room: booking/room.html
  await writeFile(file, document);
}
for (const language of ["en", "ar"]) {
  for (const page of [...shellPages, notFoundShell]) {
    const { title, description, dir } = renderShellHead(page, language);
    const document = pageDocument({ pathname: page.path, language, dir, title, description });
    await writeFile(path.join(outDir, language, shellFileFor(page.path)), document);
  }
}
await writeFile(
  path.join(outDir, "manifest.json"),
  JSON.stringify(
    {
      pages: prerenderedPages.map((page) => ({ path: page.path, file: fileFor(page.path) })),
      shells: shellPages.map((page) => ({ path: page.path, file: shellFileFor(page.path) })),
      notFound: shellFileFor(notFoundShell.path),
      // Written by the server after <body> while it runs on the sandbox card processor.
      testModeBanner: { en: renderTestModeBanner("en"), ar: renderTestModeBanner("ar") },
    },
    null,
    2,
  ),
);
console.log(
  `Marketing pages' stylesheet: ${marketingCss.length} of the site's ${fullStylesheet.length} characters`,
);
console.log(
  `Pre-rendered ${prerenderedPages.length} pages and ${shellPages.length + 1} shells in English and Arabic into ${outDir}`,
);
