/**
 * Whether the floor still sends the product's SQL (docs/performance.md): the bench traces one paid
 * booking's four calls through the site and through the floor (trace-sql.mjs), writing `=== <call>`
 * between calls, and compares the two traces here call by call. A statement is its text with
 * whitespace collapsed (the floor keeps the texts on one line), marked when it runs inside a
 * transaction; the parameters and which pooled connection ran it are not compared.
 */
import { readFileSync } from "node:fs";

/** The marker the bench writes to a trace before each call, and after the last. */
export const stepMarker = (name) => `=== ${name}\n`;

/** A trace file as { call: [statement, ...] }, from its first marker on ("end" closes the last call). */
export function readSteps(file) {
  const steps = {};
  const inTransaction = new Set();
  let current;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const marker = /^=== (.+)$/.exec(line);
    if (marker) {
      current = marker[1] === "end" ? undefined : [];
      if (current) steps[marker[1]] = current;
      continue;
    }
    const statement = /^\[connection ([^\]]+)\] (.*?) -- .*$/.exec(line);
    if (!statement) continue;
    const [, connection, text] = statement;
    const normalised = text.replace(/\s+/g, " ").trim();
    const keyword = normalised.toLowerCase();
    // begin and commit are themselves listed; what runs between them on that connection is marked.
    if (keyword === "commit" || keyword === "rollback") inTransaction.delete(connection);
    if (current)
      current.push(`${inTransaction.has(connection) ? "(in transaction) " : ""}${normalised}`);
    if (keyword === "begin") inTransaction.add(connection);
  }
  return steps;
}

/** Both statements from a little before where they part, 140 characters at most. */
function fromDifference(one, other) {
  let at = 0;
  while (at < one.length && one[at] === other[at]) at += 1;
  const from = Math.max(0, at - 40);
  const excerpt = (text) =>
    `${from > 0 ? "..." : ""}${text.slice(from, from + 140)}${text.length > from + 140 ? "..." : ""}`;
  return [excerpt(one), excerpt(other)];
}

/**
 * The calls whose statements differ between the site's trace and the floor's, each with its first
 * difference; an empty list when the floor sends exactly the site's statements.
 */
export function compareSteps(site, floor) {
  const differences = [];
  for (const call of Object.keys(site)) {
    const ours = site[call];
    const theirs = floor[call] ?? [];
    const at = ours.findIndex((statement, index) => statement !== theirs[index]);
    if (at === -1 && ours.length === theirs.length) continue;
    const index = at === -1 ? ours.length : at;
    const [siteText, floorText] = fromDifference(
      ours[index] ?? "(none)",
      theirs[index] ?? "(none)",
    );
    differences.push(
      [
        `${call}: site ${ours.length} statements, floor ${theirs.length}; first difference at statement ${index + 1}:`,
        `    site:  ${siteText}`,
        `    floor: ${floorText}`,
      ].join("\n"),
    );
  }
  return differences;
}
