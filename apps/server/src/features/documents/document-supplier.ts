import type { DocumentParty } from "@camp/shared/tax/tax-documents";
import type { Config } from "../../config/env";
import type { Executor } from "../../db/database";

/**
 * STAND-IN until the tax-settings feature lands (issue 21, H1): the resort as the supplier of a
 * document, as the tax settings in force say. At merge this becomes
 * `supplierOf(await readTaxSettings(db, config))` from ../tax-settings; nothing else in this
 * feature reads the settings. Until then: the resort's own names, no TRN (documents are receipts).
 */
export async function readSupplierAtIssue(_db: Executor, _config: Config): Promise<DocumentParty> {
  return {
    nameEn: "Desert Camp Resort",
    nameAr: "منتجع مخيم الصحراء",
    addressEn: "Al Faqa, Hatta Road, Dubai, United Arab Emirates",
    addressAr: "الفقع، طريق حتا، دبي، الإمارات العربية المتحدة",
    trn: null,
  };
}
