import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { TOAST_TEXT_COLOURS } from "./toast-region";

/** WCAG 2 contrast of two `hsl(h, s%, l%)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (hsl: string) => {
    const [h, s, l] = (hsl.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
    const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
    const channel = (n: number) => {
      const k = (n + h / 30) % 12;
      const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** sonner's light-theme background of each kind of toast, from the stylesheet the site loads. */
function sonnerBackgrounds(): Record<string, string> {
  const css = readFileSync(
    createRequire(import.meta.url).resolve("sonner/dist/styles.css"),
    "utf8",
  );
  const light = css.slice(css.indexOf("[data-sonner-toaster][data-sonner-theme='light'] {"));
  const block = light.slice(0, light.indexOf("}"));
  return Object.fromEntries(
    [...block.matchAll(/--(\w+)-bg: (hsl\([^)]*\))/g)].map(([, kind, colour]) => [kind, colour]),
  );
}

describe("toasts", () => {
  it("read at WCAG AA contrast (4.5:1) on sonner's backgrounds, every kind", () => {
    const backgrounds = sonnerBackgrounds();
    for (const kind of ["success", "info", "warning", "error"] as const) {
      const background = backgrounds[kind];
      expect(background, kind).toBeDefined();
      const text = TOAST_TEXT_COLOURS[`--${kind}-text`];
      expect(contrast(text, background as string), kind).toBeGreaterThanOrEqual(4.5);
    }
    // The check itself tells sonner's own green (about 4.3:1) from a readable one.
    expect(contrast("hsl(140, 100%, 27%)", backgrounds.success as string)).toBeLessThan(4.5);
  });
});
