import { ERROR_CODES, isErrorCode } from "@camp/shared/api/error-codes";
import { plainText, requiredText } from "@camp/shared/api/text-field";
import { textMessages } from "@camp/shared/api/text-messages";
import { staffMessages } from "@camp/shared/auth/staff-messages";
import { priceSchema } from "@camp/shared/catalogue/catalogue-schemas";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import { guestMessages } from "@camp/shared/guest/guest-messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { createI18n } from "./create-i18n";
import { ar } from "./locales/ar";
import { en } from "./locales/en";
import { toArabicMessage, toErrorMessage } from "./server-messages";

const bundles = { en: en.errors, ar: ar.errors } as Record<string, Record<string, string>>;
/** The client's own messages (no server code): a network failure and the generic message. */
const CLIENT_KEYS = ["network", "generic"];
const thisYear = resortToday().slice(0, 4);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("errors.<code> in both languages", () => {
  it("has an English and an Arabic text for every code the server may send", () => {
    for (const code of ERROR_CODES) {
      const english = bundles.en?.[code];
      const arabic = bundles.ar?.[code];
      expect(typeof english === "string" && english.trim().length > 0, `en ${code}`).toBe(true);
      expect(typeof arabic === "string" && /[\u0600-\u06FF]/.test(arabic), `ar ${code}`).toBe(true);
      expect(arabic, code).not.toBe(english);
      // The same numbers fill both, or one language would show "{{total}}".
      expect(placeholders(arabic ?? ""), code).toEqual(placeholders(english ?? ""));
    }
  });

  it("has no text for a code the server no longer sends", () => {
    for (const [language, texts] of Object.entries(bundles)) {
      for (const key of Object.keys(texts)) {
        if (CLIENT_KEYS.includes(key)) continue;
        expect(isErrorCode(key), `${language} errors.${key}`).toBe(true);
      }
    }
  });
});

describe("the guest details' messages (decision 020)", () => {
  it("has Arabic for each", () => {
    for (const message of Object.values(guestMessages)) {
      expect(toArabicMessage(message), message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe("the staff accounts' messages (decision 054)", () => {
  it("has Arabic for each", () => {
    for (const message of Object.values(staffMessages)) {
      expect(toArabicMessage(message), message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe("the messages of sales at the desk (decision 055)", () => {
  it("has Arabic for each", () => {
    for (const message of Object.values(deskSalesMessages)) {
      expect(toArabicMessage(message), message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe("toErrorMessage", () => {
  const i18n = createI18n("en");
  const say = (error: unknown, language: "en" | "ar") =>
    toErrorMessage(error, i18n.getFixedT(language), language);

  it("shows a booking or payment error by its code, in the guest's language", () => {
    const expired = new ApiError(410, "QUOTE_EXPIRED", "This price has expired. Please check.");
    expect(say(expired, "ar")).toBe(ar.errors.QUOTE_EXPIRED);
    expect(say(expired, "en")).toBe(en.errors.QUOTE_EXPIRED);
    const held = { code: "HOLD_LIMIT_REACHED", message: "You are already holding..." };
    expect(say(held, "ar")).toBe(ar.errors.HOLD_LIMIT_REACHED);
  });

  it("keeps the numbers of the message, from the values the server sent", () => {
    const tooMany = new ApiError(
      409,
      "NOT_ENOUGH_UNITS",
      "We have only 3 of these…",
      {},
      {
        total: 3,
      },
    );
    expect(say(tooMany, "en")).toBe("We have only 3 of these in total. Please choose fewer.");
    expect(say(tooMany, "ar")).toMatch(/^لدينا (3|٣) فقط من هذا النوع/);
    // Without its numbers the message says less rather than show a placeholder.
    const bare = new ApiError(409, "NOT_ENOUGH_UNITS", "This request no longer fits");
    expect(say(bare, "ar")).toBe(ar.errors.generic);
  });

  it("names an activity in the guest's language when the server sends both names", () => {
    const soldOut = new ApiError(
      409,
      "EXTRA_SOLD_OUT",
      `Camping is sold out on ${thisYear}-12-04: 1 left.`,
      {},
      { activity: "Camping", activityAr: "التخييم", date: `${thisYear}-12-04`, remaining: 1 },
    );
    expect(say(soldOut, "en")).toBe(
      "Camping is sold out on 4 December (1 left). Choose another day or fewer people.",
    );
    expect(say(soldOut, "ar")).toMatch(/^نفدت أماكن التخييم يوم 4 ديسمبر \(المتبقي (1|١)\)/);
  });

  it("names a stay rule's day as a day, in both languages, with its year when not this year's", () => {
    const tooShort = (date: string) =>
      new ApiError(
        400,
        "STAY_TOO_SHORT",
        "Stays that include 31 December need at least 2 nights.",
        {},
        { date, nights: 2, unitType: "master" },
      );
    expect(say(tooShort(`${thisYear}-12-31`), "en")).toBe(
      "Stays that include 31 December need at least 2 nights.",
    );
    expect(say(tooShort(`${thisYear}-12-31`), "ar")).toBe(
      "الحد الأدنى لعدد الليالي في الإقامات التي تشمل 31 ديسمبر هو 2.",
    );
    expect(say(tooShort(`${Number(thisYear) + 1}-01-02`), "en")).toBe(
      `Stays that include 2 January ${Number(thisYear) + 1} need at least 2 nights.`,
    );
    const closed = new ApiError(
      400,
      "CLOSED_TO_ARRIVAL",
      "No stay may start on this day.",
      {},
      { date: `${thisYear}-12-24`, unitType: "camp" },
    );
    expect(say(closed, "en")).toBe(
      "Stays cannot start on 24 December. Please choose another check-in day.",
    );
    expect(say(closed, "ar")).toBe(
      "لا يمكن أن تبدأ الإقامة يوم 24 ديسمبر. يرجى اختيار يوم وصول آخر.",
    );
  });

  it("names a stay rule's night as a day and month in the guest's language", () => {
    const short = new ApiError(
      400,
      "STAY_TOO_SHORT",
      "Stays that include 31 December need at least 2 nights.",
      {},
      { date: "2026-12-31", nights: 2, unitType: "master" },
    );
    expect(say(short, "en")).toBe("Stays that include 31 December need at least 2 nights.");
    expect(say(short, "ar")).toMatch(
      /^الحد الأدنى لعدد الليالي في الإقامات التي تشمل (31|٣١) ديسمبر هو (2|٢)\.$/,
    );
    const closed = new ApiError(
      400,
      "CLOSED_TO_ARRIVAL",
      "Stays cannot start on 20 March.",
      {},
      {
        date: "2027-03-20",
        unitType: "kids",
      },
    );
    // Not this year's: the year is said too.
    expect(say(closed, "en")).toBe(
      "Stays cannot start on 20 March 2027. Please choose another check-in day.",
    );
    expect(say(closed, "ar")).toMatch(/^لا يمكن أن تبدأ الإقامة يوم (20|٢٠) مارس (2027|٢٠٢٧)\./);
  });

  it("shows a validation error's own message when it has one in this language", () => {
    const common = new ApiError(
      400,
      "VALIDATION_ERROR",
      "This password is too common. Choose another.",
    );
    expect(say(common, "en")).toBe("This password is too common. Choose another.");
    expect(say(common, "ar")).toBe("كلمة المرور هذه شائعة جداً. اختر كلمة مرور أخرى.");
    const unknown = new ApiError(400, "VALIDATION_ERROR", "Invalid input: expected number");
    expect(say(unknown, "ar")).toBe(ar.errors.VALIDATION_ERROR);
  });

  it("says the generic message for a code it does not know, and 'network' when offline", () => {
    expect(say(new ApiError(418, "TEAPOT", "I am a teapot"), "ar")).toBe(ar.errors.generic);
    expect(say(new ApiError(0, "NETWORK_ERROR", "errors.network"), "ar")).toBe(ar.errors.network);
    expect(say(new Error("boom"), "en")).toBe(en.errors.generic);
    expect(say(undefined, "en")).toBe(en.errors.generic);
  });
});

describe("Arabic for the hardening and text-field messages", () => {
  const firstMessage = (schema: { safeParse: (value: unknown) => unknown }, value: unknown) =>
    (schema.safeParse(value) as { error?: { issues: { message: string }[] } }).error?.issues[0]
      ?.message ?? "";

  it.each([
    "The address is not valid.",
    "The upload could not be read. Please try again.",
    "The request contains a character that is not allowed.",
    textMessages.controlCharacters,
    textMessages.notText,
    firstMessage(priceSchema, 0),
    firstMessage(priceSchema, 20_000.01),
    firstMessage(priceSchema, 1.234),
    firstMessage(plainText().max(200), "x".repeat(201)),
    firstMessage(requiredText("Title is required").max(120), "x".repeat(121)),
    firstMessage(plainText().min(1), ""),
  ])("translates %j", (message) => {
    expect(message).not.toBe("");
    expect(toArabicMessage(message)).toMatch(/[\u0600-\u06FF]/);
  });

  it("says the length in Arabic with the right form of the counted noun", () => {
    expect(toArabicMessage(textMessages.tooLong(120))).toBe("يجب ألا يزيد النص عن 120 حرفاً");
    expect(toArabicMessage(textMessages.tooShort(3))).toBe("يجب ألا يقل النص عن 3 أحرف");
  });
});
