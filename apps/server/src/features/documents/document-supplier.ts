import type { DocumentParty } from "@camp/shared/tax/tax-documents";
import type { Config } from "../../config/env";
import type { Executor } from "../../db/database";
import { readTaxSettings, supplierOf } from "../tax-settings/read-tax-settings";

/**
 * The resort as the supplier of a document, as the tax settings in force at the moment of issue
 * say (decision 029): the document keeps it, so a later change of name, address or TRN never
 * alters an issued document. No TRN: the document is a receipt, not a tax invoice.
 */
export async function readSupplierAtIssue(db: Executor, config: Config): Promise<DocumentParty> {
  return supplierOf(await readTaxSettings(db, config));
}
