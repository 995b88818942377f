import { bpToPercent } from "@camp/shared/tax/tax-terms";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/env";
import type { Executor } from "../../db/database";
import { readTaxSettings } from "./read-tax-settings";

/**
 * At a production start: VAT charged without a TRN means every document is a receipt, and a
 * VAT-registered guest cannot reclaim it (decision 028). The site still runs; the operator is told.
 */
export async function warnOfTaxSettings(
  db: Executor,
  config: Config,
  log: Pick<FastifyBaseLogger, "warn">,
): Promise<void> {
  if (config.NODE_ENV !== "production") return;
  const settings = await readTaxSettings(db, config);
  if (settings.vatRateBp > 0 && !settings.trn)
    log.warn(
      `VAT is charged (${bpToPercent(settings.vatRateBp)}%) but no TRN is set: documents are receipts, not tax invoices. Set TAX_TRN or the TRN in the console's tax settings.`,
    );
}
