import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const featuresRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/features");

/**
 * The life of a booking, in layers that only point down (the README's layout section draws them).
 * A feature may import the features of lower layers and the plain features below them all, never
 * one of its own layer or above. Every other feature is plain: it imports none of these.
 */
export const BOOKING_LAYERS: readonly (readonly string[])[] = [
  ["bookings"], // the booking table of moves, its repository, facts and emails
  ["quotes"], // pricing a request, holds, the quote table of moves
  ["cancellations-and-refunds"], // the policy applied and every refund paid
  ["booking-changes"], // a guest's change of a paid stay
  ["payments"], // starting, fulfilling and reconciling a payment; staff confirm or decline
  ["front-desk", "guest-account", "waiting-list", "desk-sales"], // Today and the desk; a guest's data; offers; staff bookings, payment links, desk payments
  ["admin-bookings"], // the console's booking list, detail, export and staff decisions
  ["maintenance"], // the jobs that run the reconciler, the waiting list and the sender
];

const layerOf = (feature: string) => BOOKING_LAYERS.findIndex((layer) => layer.includes(feature));

/** Which features each feature imports, read from its files' import lines. */
export async function featureImports(root = featuresRoot): Promise<Map<string, Set<string>>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of await readdir(root)) {
    const uses = new Set<string>();
    const files = (await readdir(path.join(root, feature), { recursive: true })).filter(
      (file) => file.endsWith(".ts") || file.endsWith(".tsx"),
    );
    for (const file of files) {
      const text = await readFile(path.join(root, feature, file), "utf8");
      for (const match of text.matchAll(/from "\.\.\/([a-z-]+)\//g)) {
        if (match[1] !== feature) uses.add(match[1] as string);
      }
    }
    graph.set(feature, uses);
  }
  return graph;
}

/** Every import that points sideways or up, as `from -> to`. */
export function wrongWayImports(graph: Map<string, Set<string>>): string[] {
  const wrong: string[] = [];
  for (const [feature, uses] of graph) {
    const from = layerOf(feature);
    for (const used of uses) {
      const to = layerOf(used);
      const allowed = to === -1 ? true : from !== -1 && to < from;
      if (!allowed) wrong.push(`${feature} -> ${used}`);
    }
  }
  return wrong.sort();
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

  it("the booking's features import only down their layers, and plain features none of them", async () => {
    const graph = await featureImports();
    for (const feature of BOOKING_LAYERS.flat())
      expect([feature, graph.has(feature)]).toEqual([feature, true]);
    expect(wrongWayImports(graph)).toEqual([]);
  });

  it("the payment provider stays plain: it imports no feature at all", async () => {
    const graph = await featureImports();
    expect(graph.get("payment-provider")).toEqual(new Set());
  });

  it("the layer rule refuses a sideways, an upward and a plain feature's import", () => {
    const graph = new Map([
      ["quotes", new Set(["bookings", "inventory", "payments"])],
      ["front-desk", new Set(["guest-account"])],
      ["inventory", new Set(["bookings"])],
      ["payments", new Set(["quotes", "cancellations-and-refunds", "email"])],
    ]);
    expect(wrongWayImports(graph)).toEqual([
      "front-desk -> guest-account",
      "inventory -> bookings",
      "quotes -> payments",
    ]);
  });
});
