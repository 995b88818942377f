import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * biome.json keeps each web feature from importing another (STYLE.md 8, bulletproof-react's
 * "features do not import each other"). Biome matches an import's text, not the file it reaches,
 * so its rule names every feature folder: a path through a folder of that name leaves the
 * importing feature. A feature added without joining the list would go unguarded.
 */
type Override = {
  includes: string[];
  linter: {
    rules: { style: { noRestrictedImports: { options: { patterns: { group: string[] }[] } } } };
  };
};

const biome = JSON.parse(readFileSync(join(import.meta.dirname, "../../../biome.json"), "utf8"));
const features = readdirSync(join(import.meta.dirname, "features")).sort();

function groupFor(includes: string): string[] {
  const override = (biome.overrides as Override[]).find((o) => o.includes.includes(includes));
  return override?.linter.rules.style.noRestrictedImports.options.patterns[0]?.group ?? [];
}

describe("web feature boundaries in biome.json", () => {
  it("forbids every feature folder, app/ and features/ to every feature", () => {
    const group = groupFor("apps/web/src/features/**");
    const named = `{${features.join(",")}}`;
    expect(group).toEqual([
      `../**/${named}`,
      `../**/${named}/**`,
      "../**/{app,features}",
      "../**/{app,features}/**",
    ]);
  });

  it("forbids features and app/ to the shared folders", () => {
    expect(groupFor("apps/web/src/{api,components,config,i18n,lib}/**")).toEqual([
      "../**/{app,features}",
      "../**/{app,features}/**",
    ]);
  });
});
