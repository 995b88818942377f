import { type TaxSettings, taxSettingsInputSchema } from "@camp/shared/tax/tax-schemas";
import { z } from "zod";

export const FEE_UNIT_TYPES = ["master", "kids", "camp", "parking"] as const;

/** The form as typed: amounts and the rate as text, the VAT entry as a choice. */
export const taxFormSchema = z.object({
  legalNameEn: z.string(),
  legalNameAr: z.string(),
  addressEn: z.string(),
  addressAr: z.string(),
  trn: z.string(),
  vatRate: z.string(),
  ratesIncludeVat: z.enum(["included", "excluded"]),
  tourismFee: z.object({
    master: z.string(),
    kids: z.string(),
    camp: z.string(),
    parking: z.string(),
  }),
});
export type TaxForm = z.infer<typeof taxFormSchema>;

/** Empty is not a number (the schema then says which field wants one); "7,5" reads as 7.5. */
const numberOf = (typed: string) =>
  typed.trim() === "" ? Number.NaN : Number(typed.trim().replace(",", "."));

/**
 * The whole form checked by the schema the server checks the PUT with, so every field reads the
 * server's own message; the issues keep the body's names (tourismFee.camp...).
 */
export const taxFormBodySchema = taxFormSchema
  .transform(
    (form): z.input<typeof taxSettingsInputSchema> => ({
      legalNameEn: form.legalNameEn,
      legalNameAr: form.legalNameAr,
      addressEn: form.addressEn,
      addressAr: form.addressAr,
      trn: form.trn.replace(/\s/g, ""),
      vatRate: numberOf(form.vatRate),
      ratesIncludeVat: form.ratesIncludeVat === "included",
      tourismFee: {
        master: numberOf(form.tourismFee.master),
        kids: numberOf(form.tourismFee.kids),
        camp: numberOf(form.tourismFee.camp),
        parking: numberOf(form.tourismFee.parking),
      },
    }),
  )
  .pipe(taxSettingsInputSchema);

export function toTaxForm(settings: TaxSettings): TaxForm {
  const text = (value: number) => String(value);
  return {
    legalNameEn: settings.legalNameEn,
    legalNameAr: settings.legalNameAr,
    addressEn: settings.addressEn,
    addressAr: settings.addressAr,
    trn: settings.trn ?? "",
    vatRate: text(settings.vatRate),
    ratesIncludeVat: settings.ratesIncludeVat ? "included" : "excluded",
    tourismFee: {
      master: text(settings.tourismFee.master),
      kids: text(settings.tourismFee.kids),
      camp: text(settings.tourismFee.camp),
      parking: text(settings.tourismFee.parking),
    },
  };
}
