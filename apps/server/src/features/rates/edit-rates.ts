import { toMinorUnits } from "@camp/shared/catalogue/money";
import { addDaysIso, listNights, nightsBetween } from "@camp/shared/dates/stay-dates";
import {
  applyRateEdit,
  type NightRule,
  RATE_FIELDS,
  type RateEditFields,
} from "@camp/shared/rates/rate-calendar";
import { MAX_RATE_RANGE_DAYS, type RateEdit } from "@camp/shared/rates/rate-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { ruleInAed } from "./rates-in-aed";
import { isStorableDate, lockUnitRates, readUnitNights, writeUnitNights } from "./rates-repository";

/** The edit's fields as the calendar keeps them: rates in fils, the rest as sent. */
function editInMinorUnits(edit: RateEdit): RateEditFields {
  const fields: RateEditFields = {};
  for (const field of RATE_FIELDS) {
    const value = edit[field];
    if (value === undefined) continue;
    (fields as Record<string, unknown>)[field] =
      (field === "nightlyRate" || field === "weekendRate") && typeof value === "number"
        ? toMinorUnits(value)
        : value;
  }
  return fields;
}

function refuse(field: string, message: string): never {
  throw new AppError("VALIDATION_ERROR", message, { [field]: message });
}

function assertEditable(edit: RateEdit, fields: RateEditFields): void {
  if (!isStorableDate(edit.from)) refuse("from", "from is too far in the past");
  if (nightsBetween(edit.from, edit.to) + 1 > MAX_RATE_RANGE_DAYS) {
    refuse("to", `A range can cover at most ${MAX_RATE_RANGE_DAYS} days.`);
  }
  if (Object.keys(fields).length === 0) {
    refuse("body", "Nothing to change: send a rate or a rule (null clears one).");
  }
}

const sameRule = (a: NightRule | undefined, b: NightRule) =>
  RATE_FIELDS.every((field) => a?.[field] === b[field]);

/**
 * The rules the range had, for the audit log: consecutive nights with the same rule as one run
 * (AED), the nights with nothing set left out. A season of 120 identical nights is one line.
 */
export function ruleRuns(nights: { night: string; rule: NightRule | undefined }[]) {
  const runs: ({ from: string; to: string } & Record<string, unknown>)[] = [];
  let last: { to: string; rule: NightRule } | undefined;
  for (const { night, rule } of nights) {
    if (!rule || Object.keys(rule).length === 0) {
      last = undefined;
      continue;
    }
    const run = runs.at(-1);
    if (run && last && addDaysIso(last.to, 1) === night && sameRule(last.rule, rule)) {
      run.to = night;
      last.to = night;
    } else {
      runs.push({ from: night, to: night, ...ruleInAed(rule) });
      last = { to: night, rule };
    }
  }
  return runs;
}

/**
 * PUT /api/admin/rates: applies one edit to every night of its range (decision 025: the later edit
 * wins night by night and field by field; null clears) in one transaction under the unit type's
 * lock, with its audit record. A night whose minimum stay would end above its maximum refuses the
 * whole edit. Answers the number of nights the range covers.
 */
export async function editRates(
  ctx: AppContext,
  actor: AuditActor,
  edit: RateEdit,
): Promise<{ nights: number }> {
  const fields = editInMinorUnits(edit);
  assertEditable(edit, fields);
  const dates = listNights(edit.from, addDaysIso(edit.to, 1));
  await ctx.db.transaction(async (tx) => {
    await lockUnitRates(tx, edit.unitType);
    const before = await readUnitNights(tx, edit.unitType, edit.from, edit.to);
    const nights = dates.map((night) => {
      const rule = applyRateEdit(before.get(night), fields);
      if (rule.minNights !== undefined && rule.maxNights !== undefined) {
        if (rule.maxNights < rule.minNights) {
          refuse(
            fields.minNights !== undefined ? "minNights" : "maxNights",
            `On ${night} the minimum stay (${rule.minNights}) would be above the maximum (${rule.maxNights}). Change both, or clear one.`,
          );
        }
      }
      return { night, rule };
    });
    await writeUnitNights(
      tx,
      edit.unitType,
      nights.filter(({ night, rule }) => !sameRule(before.get(night), rule)),
      ctx.clock.now(),
    );
    await recordAdminAction(tx, {
      actor,
      action: "rates.updated",
      entityType: "rates",
      entityId: edit.unitType,
      before: {
        unitType: edit.unitType,
        from: edit.from,
        to: edit.to,
        runs: ruleRuns(dates.map((night) => ({ night, rule: before.get(night) }))),
      },
      after: edit,
    });
  });
  return { nights: dates.length };
}
