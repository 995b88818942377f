// Screenshots of pages in headless Chromium, for looking at what we built:
//   node scripts/screenshot.mjs [baseUrl] [path ...]
// Writes to ./data/screenshots/{path}-{lang}-{width}.png in English and Arabic, phone and desktop.
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";

const [baseUrl = "http://localhost:3000", ...routes] = process.argv.slice(2);
const outDir = "data/screenshots";
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ],
});
try {
  for (const route of routes.length ? routes : ["/"]) {
    for (const lang of ["en", "ar"]) {
      for (const width of [390, 1440]) {
        const page = await browser.newPage({
          viewport: { width, height: width < 600 ? 844 : 900 },
        });
        await page.goto(`${baseUrl}${route}${route.includes("?") ? "&" : "?"}lang=${lang}`, {
          waitUntil: "networkidle",
        });
        const name = `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}-${lang}-${width}.png`;
        await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
        console.log(`${outDir}/${name}`);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
