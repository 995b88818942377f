// Cuts the site's two typefaces down to what its pages use, before `vite build`: Noto Sans for
// Latin, Noto Sans Arabic for Arabic, each to its script's characters and to the weights the
// styles use (400 to 700 of the variable weight axis). 36 KB + 166 KB of woff2 become about
// 20 KB + 17 KB, the Arabic the site writes, and 34 KB for the rest of the Arabic block, fetched
// only by a page that shows one of its characters (docs/decisions/040). Characters outside a
// subset fall back to the next font of the stack, per character, by the unicode-range of its
// @font-face. It writes src/styles/fonts/faces.css: those
// @font-face rules, and fallback faces (local Arial, Liberation Sans or Roboto, resized with
// Capsize's metrics of each typeface) so text shown before a font arrives takes the same room and
// nothing shifts.
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import notoSans from "@capsizecss/metrics/notoSans";
import notoSansArabic from "@capsizecss/metrics/notoSansArabic";
import roboto from "@capsizecss/metrics/roboto";
import subsetFont from "subset-font";

/**
 * Liberation Sans, the Arial of Linux desktops and of Debian's Chromium: drawn to Arial's metrics
 * (same widths, ascent and descent), so Arial's numbers resize it too. Without it a machine with
 * neither Arial nor Roboto shows DejaVu Sans first, and every line moves when Noto Sans arrives.
 */
const liberationSans = {
  ...arial,
  familyName: "Liberation Sans",
  fullName: "Liberation Sans",
  postscriptName: "LiberationSans",
};

const require = createRequire(import.meta.url);
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(webRoot, "src", "styles", "fonts");

/**
 * The one Arabic word an English page shows: the language button's "العربية". Read from the
 * English texts, so a new wording is cut again.
 */
const englishTexts = path.join(webRoot, "src", "i18n", "locales", "en-site.ts");
const arabicLabel = (await readFile(englishTexts, "utf8")).match(/switchTo: "([^"]+)"/)?.[1];
if (!arabicLabel) throw new Error(`no nav.switchTo in ${englishTexts}`);

/** The code points of [from, to] outside the given ranges, as ranges. */
function rangesBetween(from, to, taken) {
  const free = [];
  let start = from;
  for (const [low, high] of [...taken].sort((a, b) => a[0] - b[0])) {
    if (high < start || low > to) continue;
    if (low > start) free.push([start, low - 1]);
    start = Math.max(start, high + 1);
  }
  if (start <= to) free.push([start, to]);
  return free;
}

/**
 * The Arabic that the site's own texts and a guest's Arabic use: comma, semicolon and question
 * mark, the letters (hamza to ghain, tatweel, fa to ya), the vowel marks (fathatan to sukun), the
 * Arabic-Indic digits with their percent and separators, and the joiners and direction marks.
 */
const ARABIC_CORE = [
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0652],
  [0x0660, 0x066c],
  [0x200c, 0x200f],
];

/** Code point ranges, as in fonts.css's unicode-range. */
export const SUBSETS = [
  {
    family: "Noto Sans",
    metrics: notoSans,
    fallbacks: [arial, liberationSans, roboto],
    output: "noto-sans-latin.woff2",
    source: "@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2",
    ranges: [
      [0x0000, 0x00ff],
      [0x2000, 0x206f],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2212, 0x2212],
    ],
  },
  {
    // Arabic as the site writes it: the letters, the vowel marks, the punctuation and the digits
    // (16 KB, where the whole Arabic block is 37 KB). An Arabic page's first screen waits for this
    // face (preloaded), so it carries what an Arabic page can show and no more.
    family: "Noto Sans Arabic",
    metrics: notoSansArabic,
    // Liberation Sans has no Arabic letters: as the first font found it would set the lines'
    // metrics while another font draws the letters.
    fallbacks: [arial, roboto],
    output: "noto-sans-arabic.woff2",
    source: "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
    ranges: ARABIC_CORE,
  },
  {
    // The rest of the Arabic block (the letters of Persian, Urdu and other languages, Quranic
    // marks), the same family: a browser fetches it only for a text that has one of them (a
    // guest's name), and draws it with the same typeface, never a system font. HarfBuzz shapes each
    // face's run with the letters around it as context, so a word mixing the two still joins.
    family: "Noto Sans Arabic",
    metrics: notoSansArabic,
    fallbacks: [],
    output: "noto-sans-arabic-extended.woff2",
    source: "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
    ranges: rangesBetween(0x0600, 0x06ff, ARABIC_CORE),
  },
  {
    // English pages draw their language button's Arabic word from a cut of Noto Sans Arabic with
    // only its letters (5 KB, every joining form kept), listed before the whole typeface, so
    // no English page downloads the 37 KB of all Arabic for one word.
    family: "Noto Sans Arabic Label",
    metrics: notoSansArabic,
    fallbacks: [],
    output: "noto-sans-arabic-label.woff2",
    source: "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
    text: arabicLabel,
    inputs: [englishTexts],
  },
];

const textOf = (ranges) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, at) => from + at))
    .map((codePoint) => String.fromCodePoint(codePoint))
    .join("");

const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, "0");
const unicodeRange = (ranges) =>
  ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(",");

/** A subset's code points as unicode-range ranges: its own, or those of its text. */
const rangesOf = (subset) =>
  subset.ranges ??
  [...new Set(subset.text)].map((character) => [
    character.codePointAt(0),
    character.codePointAt(0),
  ]);

const modifiedAt = (file) =>
  stat(file).then(
    (info) => info.mtimeMs,
    () => 0,
  );

await mkdir(outDir, { recursive: true });
for (const subset of SUBSETS) {
  const source = require.resolve(subset.source);
  const output = path.join(outDir, subset.output);
  // This script too: a cut's characters are written here.
  const inputs = [source, fileURLToPath(import.meta.url), ...(subset.inputs ?? [])];
  const newestInput = Math.max(...(await Promise.all(inputs.map(modifiedAt))));
  if ((await modifiedAt(output)) > newestInput) continue;
  const font = await subsetFont(await readFile(source), subset.text ?? textOf(subset.ranges), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  await writeFile(output, font);
  console.log(`Font ${subset.output}: ${Math.round(font.length / 1024)} KB`);
}

const faces = SUBSETS.map(
  (subset) => `@font-face {
  font-family: "${subset.family}";
  font-style: normal;
  font-weight: 400 700;
  font-display: swap;
  src: url("./${subset.output}") format("woff2");
  unicode-range: ${unicodeRange(rangesOf(subset))};
}`,
);
const fallbacks = SUBSETS.filter((subset) => subset.fallbacks.length > 0).map(
  (subset) => createFontStack([subset.metrics, ...subset.fallbacks]).fontFaces,
);
await writeFile(
  path.join(outDir, "faces.css"),
  `/* Written by scripts/subset-fonts.mjs. */\n${[...faces, ...fallbacks].join("\n")}\n`,
);
