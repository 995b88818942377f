import type { Language } from "@camp/shared/catalogue/catalogue-schemas";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { listNights, nightsBetween } from "@camp/shared/dates/stay-dates";
import {
  type AdminExtra,
  type ExtraAvailability,
  isOfferedOn,
  type PublicExtra,
} from "@camp/shared/extras/extras-schemas";
import { guestPrice } from "@camp/shared/tax/tax-terms";
import { extraUnitKey } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { mediaUrl } from "../images/image-storage";
import { sumClaimsByNight } from "../inventory/inventory-repository";
import { readTaxSettings, taxTermsOf } from "../tax-settings/read-tax-settings";
import { type ExtraRow, listActiveExtras, listExtras } from "./extras-repository";

/** The most days one availability call may ask for: a stay is at most 30 nights. */
const MAX_RANGE_DAYS = 62;

/**
 * An activity as its page shows it. `price`: what staff entered (the console), or what a guest pays
 * (`guestPrice`, VAT in it, decision 028) for the public list.
 */
function toPublicExtra(
  row: ExtraRow,
  lang: Language,
  price: (enteredMinor: number) => number = (minor) => minor,
): PublicExtra {
  return {
    id: row.id,
    slug: row.slug,
    name: lang === "ar" ? row.nameAr : row.name,
    nameEn: row.name,
    nameAr: row.nameAr,
    description: row.description,
    descriptionAr: row.descriptionAr,
    priceType: row.priceType,
    price: toMajorUnits(price(row.priceMinor)),
    dailyCapacity: row.dailyCapacity,
    days: [...row.days].sort(),
    imageUrl: row.imageFileName ? mediaUrl(row.imageFileName) : null,
  };
}

export function toAdminExtra(row: ExtraRow): AdminExtra {
  return { ...toPublicExtra(row, "en"), active: row.active, sortOrder: row.sortOrder };
}

/** GET /api/extras: the activities on sale, for anyone, at the prices guests pay. */
export async function getPublicExtras(ctx: AppContext, lang: Language): Promise<PublicExtra[]> {
  const [rows, settings] = await Promise.all([
    listActiveExtras(ctx.db),
    readTaxSettings(ctx.db, ctx.config),
  ]);
  const terms = taxTermsOf(settings);
  return rows.map((row) => toPublicExtra(row, lang, (minor) => guestPrice(minor, terms)));
}

export async function getAdminExtras(ctx: AppContext): Promise<AdminExtra[]> {
  return (await listExtras(ctx.db)).map(toAdminExtra);
}

/**
 * GET /api/extras/availability: people or groups still free per activity per day, `from` up to the
 * day before `to` (the nights of a stay). 0 on a day it is not offered or already past, so the
 * booking form shows a sold-out day before the guest asks.
 */
export async function getExtraAvailability(
  ctx: AppContext,
  query: { from: string; to: string },
): Promise<ExtraAvailability> {
  const days = nightsBetween(query.from, query.to);
  if (days < 1) {
    throw new AppError("VALIDATION_ERROR", "to must be after from", {
      to: "to must be after from",
    });
  }
  if (days > MAX_RANGE_DAYS) {
    throw new AppError("VALIDATION_ERROR", `Ask for at most ${MAX_RANGE_DAYS} nights at a time`, {
      to: `Ask for at most ${MAX_RANGE_DAYS} nights at a time`,
    });
  }
  const rows = await listActiveExtras(ctx.db);
  const dates = listNights(query.from, query.to);
  const now = ctx.clock.now();
  const today = resortToday(now);
  const taken = await sumClaimsByNight(
    ctx.db,
    rows.map((row) => extraUnitKey(row.id)),
    dates,
    now,
  );
  return rows.map((row) => ({
    id: row.id,
    days: dates.map((date) => ({
      date,
      remaining:
        date < today || !isOfferedOn(row, date)
          ? 0
          : Math.max(0, row.dailyCapacity - (taken.get(`${extraUnitKey(row.id)}|${date}`) ?? 0)),
    })),
  }));
}
