import { toMinorUnits } from "@camp/shared/catalogue/money";
import { type TaxSettings, taxSettingsInputSchema } from "@camp/shared/tax/tax-schemas";
import { percentToBp } from "@camp/shared/tax/tax-terms";
import type { AppContext } from "../../lib/app-context";
import { parseOrThrow } from "../../lib/validate";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import {
  columnsOf,
  type TaxSettingsInForce,
  taxSettingsOfConfig,
  taxSettingsOfRow,
  toTaxSettingsAnswer,
} from "./read-tax-settings";
import { lockTaxSettingsRow, updateTaxSettingsRow } from "./tax-settings-repository";

/** What the audit log keeps: every setting, rate in basis points and fees in fils. */
const audited = (settings: TaxSettingsInForce) => columnsOf(settings);

/**
 * PUT /api/admin/tax-settings: the fields sent replace those in force (absent: unchanged; `trn: ""`
 * unsets it). The first save writes the row from the configuration's values. Quotes priced from
 * now on use the new settings; bookings and issued documents keep what they were sold with.
 */
export async function updateTaxSettings(
  ctx: AppContext,
  actor: AuditActor,
  body: unknown,
): Promise<TaxSettings> {
  const input = parseOrThrow(taxSettingsInputSchema, body);
  const saved = await ctx.db.transaction(async (tx) => {
    const before = taxSettingsOfRow(
      await lockTaxSettingsRow(tx, columnsOf(taxSettingsOfConfig(ctx.config))),
    );
    const fee = input.tourismFee ?? {};
    const after: TaxSettingsInForce = {
      legalNameEn: input.legalNameEn ?? before.legalNameEn,
      legalNameAr: input.legalNameAr ?? before.legalNameAr,
      addressEn: input.addressEn ?? before.addressEn,
      addressAr: input.addressAr ?? before.addressAr,
      trn: input.trn === undefined ? before.trn : input.trn || null,
      vatRateBp: input.vatRate === undefined ? before.vatRateBp : percentToBp(input.vatRate),
      ratesIncludeVat: input.ratesIncludeVat ?? before.ratesIncludeVat,
      tourismFeeMinor: {
        master: fee.master === undefined ? before.tourismFeeMinor.master : toMinorUnits(fee.master),
        kids: fee.kids === undefined ? before.tourismFeeMinor.kids : toMinorUnits(fee.kids),
        camp: fee.camp === undefined ? before.tourismFeeMinor.camp : toMinorUnits(fee.camp),
        parking:
          fee.parking === undefined ? before.tourismFeeMinor.parking : toMinorUnits(fee.parking),
      },
      updatedAt: before.updatedAt,
    };
    const row = await updateTaxSettingsRow(tx, {
      ...columnsOf(after),
      updatedAt: ctx.clock.now(),
      updatedBy: actor.id,
    });
    await recordAdminAction(tx, {
      actor,
      action: "tax_settings.updated",
      entityType: "tax_settings",
      before: audited(before),
      after: audited(after),
    });
    return taxSettingsOfRow(row);
  });
  return toTaxSettingsAnswer(saved);
}
