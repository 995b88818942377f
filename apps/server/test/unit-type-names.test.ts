import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PriceLine } from "@camp/shared/booking/pricing";
import { type NamedUnitType, unitTypeNames } from "@camp/shared/catalogue/unit-type-names";
import { invoiceLinesOf } from "@camp/shared/tax/tax-documents";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ar } from "../../web/src/i18n/locales/ar";
import { en } from "../../web/src/i18n/locales/en";
import { camps, roomTypes } from "../src/db/schema";
import { seedCamps, seedRoomTypes } from "../src/db/seed-data";
import { emailTexts } from "../src/features/email/email-texts";
import { staffAlertTexts } from "../src/features/email/staff-alert-texts";
import { MIGRATIONS_FOLDER } from "../src/lib/server-paths";
import { createTestApp } from "./helpers/test-app";

/**
 * Decision 050: one name per unit type on every screen, email and document, in each language
 * (the audit read "Master Deluxe Room" on the booking form, "Deluxe room - Master" on the invoice).
 * Each place that names a unit type is read here, and every one must say the same name.
 */
const bundles = { en, ar } as const;

/** A text of the web app's bundle by its key path ("prices.services.room_master"). */
function webText(language: "en" | "ar", path: string): string {
  let value: unknown = bundles[language];
  for (const part of path.split(".")) value = (value as Record<string, unknown>)[part];
  if (typeof value !== "string") throw new Error(`no text at ${path}`);
  return value;
}

/** Where the web app names one unit, or the type: "Master room × 2", a console's column. */
const WEB_ONE: Record<string, Partial<Record<NamedUnitType, string>>> = {
  "My bookings": {
    master: "mybookings.services.roomMaster",
    kids: "mybookings.services.roomKids",
    camp: "mybookings.services.camp",
    parking: "mybookings.services.parking",
    package: "mybookings.services.package",
  },
  "price lines": {
    master: "prices.services.room_master",
    kids: "prices.services.room_kids",
    camp: "prices.services.camp",
    parking: "prices.services.parking",
  },
  "payment page": {
    master: "paymentpage.services.roomMaster",
    kids: "paymentpage.services.roomKids",
    camp: "paymentpage.services.camp",
    parking: "paymentpage.services.parking",
    package: "paymentpage.services.package",
  },
  "rate editor": {
    master: "adminRates.unitTypes.master",
    kids: "adminRates.unitTypes.kids",
    camp: "adminRates.unitTypes.camp",
    parking: "adminRates.unitTypes.parking",
  },
  "tax settings": {
    master: "adminTaxSettings.fee.master",
    kids: "adminTaxSettings.fee.kids",
    camp: "adminTaxSettings.fee.camp",
    parking: "adminTaxSettings.fee.parking",
  },
  "promo codes": {
    master: "adminPromoCodes.unitTypes.master",
    kids: "adminPromoCodes.unitTypes.kids",
    camp: "adminPromoCodes.unitTypes.camp",
    parking: "adminPromoCodes.unitTypes.parking",
  },
  inventory: { master: "adminInventory.roomType.master", kids: "adminInventory.roomType.kids" },
  "booking detail": {
    master: "adminBookings.unit.roomMaster",
    kids: "adminBookings.unit.roomKids",
    camp: "adminBookings.unit.camp",
    parking: "adminBookings.unit.parking",
    package: "adminBookings.service.package",
  },
};

/** Where it names several: headings and rows of units ("Master rooms: 3 of 6"). */
const WEB_OTHER: Record<string, Partial<Record<NamedUnitType, string>>> = {
  "package lines": {
    master: "mybookings.packageLines.master",
    kids: "mybookings.packageLines.kids",
    camp: "mybookings.packageLines.camp",
    parking: "mybookings.packageLines.parking",
  },
  closures: {
    master: "adminInventory.closures.units.roomMaster",
    kids: "adminInventory.closures.units.roomKids",
    camp: "adminInventory.closures.units.camp",
    parking: "adminInventory.closures.units.parking",
  },
  today: {
    master: "adminToday.unit.roomMaster",
    kids: "adminToday.unit.roomKids",
    camp: "adminToday.unit.camp",
    parking: "adminToday.unit.parking",
  },
  reports: {
    master: "adminReports.unit.master",
    kids: "adminReports.unit.kids",
    camp: "adminReports.unit.camp",
    parking: "adminReports.unit.parking",
  },
};

/** The invoice line of one unit for one night, as a document describes it. */
function documentName(service: "room:master" | "room:kids" | "camp" | "parking") {
  const line: PriceLine = { service, quantity: 1, perNight: 45_000, amount: 45_000 };
  const [described] = invoiceLinesOf([line], "2027-01-10", 500).lines;
  if (!described) throw new Error("no document line");
  return { en: described.descriptionEn, ar: described.descriptionAr };
}

describe("[NAMES] one name per unit type, in each language, wherever it is named", () => {
  for (const language of ["en", "ar"] as const) {
    const names = unitTypeNames[language];
    it(`${language}: the web app's screens`, () => {
      for (const [place, keys] of Object.entries(WEB_ONE)) {
        for (const [type, key] of Object.entries(keys)) {
          expect([place, key, webText(language, key)]).toEqual([
            place,
            key,
            names[type as NamedUnitType].one,
          ]);
        }
      }
      for (const [place, keys] of Object.entries(WEB_OTHER)) {
        for (const [type, key] of Object.entries(keys)) {
          expect([place, key, webText(language, key)]).toEqual([
            place,
            key,
            names[type as NamedUnitType].other,
          ]);
        }
      }
    });

    it(`${language}: the guest's emails, staff alerts and tax documents`, () => {
      const services = emailTexts[language].services;
      expect(services["room:master"]).toBe(names.master.one);
      expect(services["room:kids"]).toBe(names.kids.one);
      expect(services.camp).toBe(names.camp.one);
      expect(services.parking).toBe(names.parking.one);
      expect(services.package).toBe(names.package.one);
      expect(staffAlertTexts[language].unitTypes).toEqual({
        master: names.master.one,
        kids: names.kids.one,
        camp: names.camp.one,
        parking: names.parking.one,
      });
      for (const [service, type] of [
        ["room:master", "master"],
        ["room:kids", "kids"],
        ["camp", "camp"],
        ["parking", "parking"],
      ] as const) {
        expect(documentName(service)[language].startsWith(`${names[type].one} `)).toBe(true);
      }
    });
  }

  it("the seeded catalogue starts with the same names", () => {
    for (const room of seedRoomTypes) {
      expect([room.title, room.titleAr]).toEqual([
        unitTypeNames.en[room.roomType].one,
        unitTypeNames.ar[room.roomType].one,
      ]);
    }
    expect([seedCamps[0]?.title, seedCamps[0]?.titleAr]).toEqual([
      unitTypeNames.en.camp.one,
      unitTypeNames.ar.camp.one,
    ]);
  });
});

describe("[NAMES] migration 0022: a catalogue seeded with the old titles takes the one name", () => {
  it("renames the seeded titles and keeps the ones staff changed", async () => {
    const testApp = await createTestApp();
    try {
      const { db } = testApp.ctx;
      // As an install seeded before: the old titles, and one staff renamed themselves.
      await db
        .update(roomTypes)
        .set({ title: "Master Deluxe Room", titleAr: "الغرفة الرئيسية الفاخرة" })
        .where(eq(roomTypes.roomType, "master"));
      await db
        .update(roomTypes)
        .set({ title: "Family room", titleAr: "غرفة العائلة" })
        .where(eq(roomTypes.roomType, "kids"));
      await db.update(camps).set({ title: "Bedouin Camp Tent", titleAr: "خيمة المخيم البدوي" });
      const migration = await readFile(
        path.join(MIGRATIONS_FOLDER, "0022_unit-type-names.sql"),
        "utf8",
      );
      for (const statement of migration.split("--> statement-breakpoint")) {
        await db.execute(sql.raw(statement));
      }
      const rooms = await db.select().from(roomTypes);
      const titles = Object.fromEntries(
        rooms.map((row) => [row.roomType, [row.title, row.titleAr]]),
      );
      expect(titles).toEqual({
        master: [unitTypeNames.en.master.one, unitTypeNames.ar.master.one],
        kids: ["Family room", "غرفة العائلة"],
      });
      const [camp] = await db.select().from(camps);
      expect([camp?.title, camp?.titleAr]).toEqual([
        unitTypeNames.en.camp.one,
        unitTypeNames.ar.camp.one,
      ]);
    } finally {
      await testApp.close();
    }
  });
});
