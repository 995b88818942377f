import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const featuresRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/features");

/** Which features each feature imports, read from its files' import lines. */
async function featureImports(): Promise<Map<string, Set<string>>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of await readdir(featuresRoot)) {
    const uses = new Set<string>();
    const files = (await readdir(path.join(featuresRoot, feature), { recursive: true })).filter(
      (file) => file.endsWith(".ts") || file.endsWith(".tsx"),
    );
    for (const file of files) {
      const text = await readFile(path.join(featuresRoot, feature, file), "utf8");
      for (const match of text.matchAll(/from "\.\.\/([a-z-]+)\//g)) {
        if (match[1] !== feature) uses.add(match[1] as string);
      }
    }
    graph.set(feature, uses);
  }
  return graph;
}

describe("[LAYOUT] server features", () => {
  it("no two features import each other, directly or round a longer loop", async () => {
    const graph = await featureImports();
    const loops: string[] = [];
    const visit = (feature: string, trail: string[]) => {
      for (const next of graph.get(feature) ?? []) {
        if (next === trail[0]) loops.push([...trail, next].join(" -> "));
        else if (!trail.includes(next)) visit(next, [...trail, next]);
      }
    };
    for (const feature of graph.keys()) visit(feature, [feature]);
    expect(loops).toEqual([]);
  });

  it("the whole life of a quote lives in the checkout feature, over a plain payment provider", async () => {
    const graph = await featureImports();
    expect(graph.has("checkout")).toBe(true);
    expect(graph.get("payment-provider")).toEqual(new Set());
    for (const [feature, uses] of graph) {
      if (feature !== "checkout" && feature !== "maintenance")
        expect([feature, uses.has("checkout")]).toEqual([feature, false]);
    }
  });
});
