import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AUDIT_ACTIONS } from "@camp/shared/admin/audit-actions";
import { STAFF_ACTIONS } from "@camp/shared/auth/staff-permissions";
import { describe, expect, it } from "vitest";

/**
 * Every action the server writes to the audit log is in the closed list the console has a sentence
 * for (the web's own test holds each to a sentence in both languages). The type already refuses an
 * unknown literal; this also catches one built at run time from a ternary or a template.
 */
describe("[AUDIT] the actions the server writes", () => {
  it("are all in AUDIT_ACTIONS, and every listed action is written somewhere", async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");
    // The server's own code: unit tests beside it name fixtures ("booking.ics"), not actions.
    const files = (await readdir(root, { recursive: true })).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
    );
    const written = new Set<string>();
    for (const file of files) {
      const text = await readFile(path.join(root, file), "utf8");
      for (const match of text.matchAll(/"([a-z_-]+\.[a-z_-]+)"/g)) {
        const [area] = (match[1] ?? "").split(".");
        // A guard's permission ("staff.manage") shares its area with audit actions, but is none.
        if ((STAFF_ACTIONS as string[]).includes(match[1] ?? "")) continue;
        if (AUDIT_ACTIONS.some((action) => action.startsWith(`${area}.`))) {
          written.add(match[1] ?? "");
        }
      }
      expect(text, `${file} builds an audit action at run time`).not.toMatch(/action:\s*`/);
    }
    expect(
      [...written].filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action)),
    ).toEqual([]);
    expect(AUDIT_ACTIONS.filter((action) => !written.has(action))).toEqual([]);
  });
});
