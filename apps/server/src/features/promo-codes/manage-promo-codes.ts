import { toMajorUnits, toMinorUnits } from "@camp/shared/catalogue/money";
import {
  type PromoCodeSummary,
  type PromoCodeUpdate,
  promoCodeCreateSchema,
  promoCodeUpdateSchema,
} from "@camp/shared/rates/promo-schemas";
import { promoUnitKey } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/database-errors";
import { parseOrThrow } from "../../lib/validate";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { lockUnits } from "../inventory/inventory-repository";
import {
  countPromoUses,
  insertPromoCode,
  listPromoCodes,
  lockPromoCode,
  type NewPromoCode,
  type PromoCodeRow,
  updatePromoCodeRow,
} from "./promo-codes-repository";

const missingCode = () => notFound("This promo code does not exist.");
const codeTaken = (code: string) =>
  new AppError("PROMO_CODE_EXISTS", `The code ${code} already exists.`, undefined, {
    params: { code },
  });

/** What the audit log keeps of a code: every field staff set, amounts in fils. */
function audited(row: PromoCodeRow) {
  const { id, code, percentOff, amountOffMinor, validFrom, validTo, stayFrom, stayTo } = row;
  return {
    id,
    code,
    percentOff,
    amountOffMinor,
    validFrom,
    validTo,
    stayFrom,
    stayTo,
    unitTypes: row.unitTypes,
    minNights: row.minNights,
    maxUses: row.maxUses,
    maxUsesPerGuest: row.maxUsesPerGuest,
    active: row.active,
  };
}

export function toPromoCodeSummary(row: PromoCodeRow, uses: number): PromoCodeSummary {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOffMinor === null ? null : toMajorUnits(row.amountOffMinor),
    validFrom: row.validFrom,
    validTo: row.validTo,
    stayFrom: row.stayFrom,
    stayTo: row.stayTo,
    unitTypes: (row.unitTypes as PromoCodeSummary["unitTypes"]) ?? null,
    minNights: row.minNights,
    maxUses: row.maxUses,
    maxUsesPerGuest: row.maxUsesPerGuest,
    active: row.active,
    uses,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns for what staff sent: AED to fils; one discount kind clears the other. */
function toColumns(input: PromoCodeUpdate): Partial<NewPromoCode> {
  const { amountOff, percentOff, ...rest } = input;
  const columns: Partial<NewPromoCode> = { ...rest };
  if (percentOff !== undefined) columns.percentOff = percentOff;
  if (amountOff !== undefined) {
    columns.amountOffMinor = amountOff === null ? null : toMinorUnits(amountOff);
  }
  if (percentOff !== undefined && percentOff !== null) columns.amountOffMinor = null;
  if (amountOff !== undefined && amountOff !== null) columns.percentOff = null;
  return columns;
}

/** GET /api/admin/promo-codes: every code with the uses that count now. */
export async function listPromoCodeSummaries(ctx: AppContext): Promise<PromoCodeSummary[]> {
  const rows = await listPromoCodes(ctx.db);
  const uses = await countPromoUses(
    ctx.db,
    rows.map((row) => row.id),
    ctx.clock.now(),
  );
  return rows.map((row) => toPromoCodeSummary(row, uses.get(row.id) ?? 0));
}

/** POST /api/admin/promo-codes. A code already taken, even by a create racing this one, is 409. */
export async function createPromoCode(
  ctx: AppContext,
  actor: AuditActor,
  body: unknown,
): Promise<{ id: string }> {
  const input = parseOrThrow(promoCodeCreateSchema, body);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertPromoCode(tx, {
        ...(toColumns(input) as NewPromoCode),
        code: input.code,
      });
      await recordAdminAction(tx, {
        actor,
        action: "promo_code.created",
        entityType: "promo_code",
        entityId: inserted.id,
        after: audited(inserted),
      });
      return inserted;
    });
    return { id: row.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(input.code);
    throw error;
  }
}

/** The cross-field rules on the code as it would be after the edit (the schema saw only the edit). */
function assertWholeCode(after: PromoCodeRow): void {
  const fail = (field: string, message: string) => {
    throw new AppError("VALIDATION_ERROR", message, { [field]: message });
  };
  if ((after.percentOff === null) === (after.amountOffMinor === null)) {
    fail("percentOff", "Give percentOff or amountOff");
  }
  if (after.validFrom && after.validTo && after.validTo < after.validFrom) {
    fail("validTo", "validTo must not be before validFrom");
  }
  if (after.stayFrom && after.stayTo && after.stayTo < after.stayFrom) {
    fail("stayTo", "stayTo must not be before stayFrom");
  }
}

/**
 * PATCH /api/admin/promo-codes/:id: any field but the code; `active: false` deactivates it. Uses
 * already taken stand, even above a lowered max (like stock, decision 021). Taken under the code's
 * ledger lock, so a hold judged against the old max cannot commit beside the edit.
 */
export async function updatePromoCode(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  body: unknown,
): Promise<PromoCodeSummary> {
  const input = parseOrThrow(promoCodeUpdateSchema, body);
  const row = await ctx.db.transaction(async (tx) => {
    await lockUnits(tx, [promoUnitKey(id)]);
    const before = await lockPromoCode(tx, id);
    if (!before) throw missingCode();
    const now = ctx.clock.now();
    const columns = toColumns(input);
    assertWholeCode({ ...before, ...columns } as PromoCodeRow);
    const after = await updatePromoCodeRow(tx, id, { ...columns, updatedAt: now });
    await recordAdminAction(tx, {
      actor,
      action: "promo_code.updated",
      entityType: "promo_code",
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  const uses = await countPromoUses(ctx.db, [id], ctx.clock.now());
  return toPromoCodeSummary(row, uses.get(id) ?? 0);
}
