import { toMajorUnits, toMinorUnits } from "@camp/shared/catalogue/money";
import type { RateUnitType } from "@camp/shared/rates/rate-calendar";
import type { DocumentParty } from "@camp/shared/tax/tax-documents";
import type { TaxSettings } from "@camp/shared/tax/tax-schemas";
import { bpToPercent, percentToBp, type TaxTerms } from "@camp/shared/tax/tax-terms";
import type { Config } from "../../config/env";
import type { Executor } from "../../db/database";
import {
  findTaxSettingsRow,
  type NewTaxSettings,
  type TaxSettingsRow,
} from "./tax-settings-repository";

/** The tax settings in force (decision 028), amounts in fils, the rate in basis points. */
export type TaxSettingsInForce = {
  legalNameEn: string;
  legalNameAr: string;
  addressEn: string;
  addressAr: string;
  /** Null while unset: documents are receipts, not tax invoices. */
  trn: string | null;
  vatRateBp: number;
  ratesIncludeVat: boolean;
  tourismFeeMinor: Record<RateUnitType, number>;
  /** When staff last saved them; null while the configuration's values apply. */
  updatedAt: Date | null;
};

/** The TAX_* configuration: what applies until staff first save the settings. */
export function taxSettingsOfConfig(config: Config): TaxSettingsInForce {
  return {
    legalNameEn: config.TAX_LEGAL_NAME_EN,
    legalNameAr: config.TAX_LEGAL_NAME_AR,
    addressEn: config.TAX_ADDRESS_EN,
    addressAr: config.TAX_ADDRESS_AR,
    trn: config.TAX_TRN ?? null,
    vatRateBp: percentToBp(config.TAX_VAT_RATE),
    ratesIncludeVat: config.TAX_RATES_INCLUDE_VAT,
    tourismFeeMinor: {
      master: toMinorUnits(config.TAX_TOURISM_FEE_MASTER),
      kids: toMinorUnits(config.TAX_TOURISM_FEE_KIDS),
      camp: toMinorUnits(config.TAX_TOURISM_FEE_CAMP),
      parking: toMinorUnits(config.TAX_TOURISM_FEE_PARKING),
    },
    updatedAt: null,
  };
}

export function taxSettingsOfRow(row: TaxSettingsRow): TaxSettingsInForce {
  return {
    legalNameEn: row.legalNameEn,
    legalNameAr: row.legalNameAr,
    addressEn: row.addressEn,
    addressAr: row.addressAr,
    trn: row.trn,
    vatRateBp: row.vatRateBp,
    ratesIncludeVat: row.ratesIncludeVat,
    tourismFeeMinor: {
      master: row.tourismFeeMasterMinor,
      kids: row.tourismFeeKidsMinor,
      camp: row.tourismFeeCampMinor,
      parking: row.tourismFeeParkingMinor,
    },
    updatedAt: row.updatedAt,
  };
}

/** The columns of settings (the row's values, without who saved them when). */
export function columnsOf(settings: TaxSettingsInForce): NewTaxSettings {
  return {
    legalNameEn: settings.legalNameEn,
    legalNameAr: settings.legalNameAr,
    addressEn: settings.addressEn,
    addressAr: settings.addressAr,
    trn: settings.trn,
    vatRateBp: settings.vatRateBp,
    ratesIncludeVat: settings.ratesIncludeVat,
    tourismFeeMasterMinor: settings.tourismFeeMinor.master,
    tourismFeeKidsMinor: settings.tourismFeeMinor.kids,
    tourismFeeCampMinor: settings.tourismFeeMinor.camp,
    tourismFeeParkingMinor: settings.tourismFeeMinor.parking,
  };
}

/**
 * The settings in force now: what staff saved, else the configuration. Read at the moment of use
 * (a price, a document), so a save applies to the next quote at once, in every process.
 */
export async function readTaxSettings(db: Executor, config: Config): Promise<TaxSettingsInForce> {
  const row = await findTaxSettingsRow(db);
  return row ? taxSettingsOfRow(row) : taxSettingsOfConfig(config);
}

/** What pricing needs of the settings (Rates.tax). */
export function taxTermsOf(settings: TaxSettingsInForce): TaxTerms {
  return {
    vatRateBp: settings.vatRateBp,
    ratesIncludeVat: settings.ratesIncludeVat,
    tourismFeeMinor: { ...settings.tourismFeeMinor },
  };
}

/** The supplier a document names, as the settings say at the moment of issue. */
export function supplierOf(settings: TaxSettingsInForce): DocumentParty {
  return {
    nameEn: settings.legalNameEn,
    nameAr: settings.legalNameAr,
    addressEn: settings.addressEn,
    addressAr: settings.addressAr,
    trn: settings.trn,
  };
}

/** The settings as the API sends them: percent and AED. */
export function toTaxSettingsAnswer(settings: TaxSettingsInForce): TaxSettings {
  const fee = settings.tourismFeeMinor;
  return {
    legalNameEn: settings.legalNameEn,
    legalNameAr: settings.legalNameAr,
    addressEn: settings.addressEn,
    addressAr: settings.addressAr,
    trn: settings.trn,
    vatRate: bpToPercent(settings.vatRateBp),
    ratesIncludeVat: settings.ratesIncludeVat,
    tourismFee: {
      master: toMajorUnits(fee.master),
      kids: toMajorUnits(fee.kids),
      camp: toMajorUnits(fee.camp),
      parking: toMajorUnits(fee.parking),
    },
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}
