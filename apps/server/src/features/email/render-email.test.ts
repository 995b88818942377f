import type { PriceLine } from "@camp/shared/booking/pricing";
import { describe, expect, it } from "vitest";
import type { Config } from "../../config/env";
import type { EmailBooking } from "./email-message";
import { renderEmail } from "./render-email";

const config = { PUBLIC_URL: "https://camp.example" } as Config;

/** Nights from `from`, `count` of them, each at `amount` fils. */
function nights(from: string, count: number, amount: number) {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(`${from}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index);
    return { date: date.toISOString().slice(0, 10), amount };
  });
}

/**
 * Two master rooms for 30 nights across three seasons (AED 1,900, 2,400 then 1,500 a night for
 * both), with a promo code taking AED 440 off: the price table lists three runs and the code.
 */
const nightly = [
  ...nights("2026-11-28", 4, 190_000),
  ...nights("2026-12-02", 20, 240_000),
  ...nights("2026-12-22", 6, 150_000),
];
const stayAmount = nightly.reduce((sum, night) => sum + night.amount, 0);
const lines: PriceLine[] = [
  { service: "room:master", quantity: 2, perNight: 190_000, amount: stayAmount, nightly },
  {
    kind: "discount",
    service: "discount",
    promoCodeId: "promo-1",
    code: "WINTER10",
    amount: -44_000,
    nightly: [{ date: "2026-11-28", amount: -44_000 }],
  },
];
const booking: EmailBooking = {
  id: "6f1c2b0e-3d4a-4c5b-9e8f-0a1b2c3d4e5f",
  serviceType: "room",
  roomType: "master",
  checkIn: "2026-11-28",
  checkOut: "2026-12-28",
  nights: 30,
  quantity: 2,
  guests: 4,
  priceLines: lines,
  totalMinor: stayAmount - 44_000,
};

const plain = (value: string) =>
  value.replace(/[\u200e\u200f\u061c]/g, "").replace(/[\u00a0\u202f\u2009]/g, " ");

function render(
  template: "booking-confirmed" | "booking-cancelled" | "booking-changed",
  language: "en" | "ar",
) {
  const rendered = renderEmail(config, {
    to: "guest@example.com",
    language,
    template,
    data: {
      guestName: "Sara",
      booking,
      refundMinor: 0,
      change: {
        from: { ...booking, totalMinor: 6_000_000 },
        paidMinor: 0,
        refundMinor: 0,
        keptMinor: 0,
      },
    },
  });
  return { text: plain(rendered.text), html: plain(rendered.html) };
}

describe("[EMAIL] nights in runs of one price, and the promo code's discount", () => {
  for (const template of ["booking-confirmed", "booking-cancelled", "booking-changed"] as const) {
    it(`${template} in English: three rows for three seasons, the code, the total`, () => {
      const { text, html } = render(template, "en");
      expect(text).toContain("Master room, 28 Nov – 1 Dec: 4 nights × 2 × AED 950: AED 7,600");
      expect(text).toContain("Master room, 2 – 21 Dec: 20 nights × 2 × AED 1,200: AED 48,000");
      expect(text).toContain("Master room, 22 – 27 Dec: 6 nights × 2 × AED 750: AED 9,000");
      expect(text).toContain("Promo code WINTER10: −AED 440\n");
      // 7,600 + 48,000 + 9,000 - 440: the rows add up to the total charged.
      expect(text).toContain("Total: AED 64,160");
      expect(html).toContain("2 – 21 Dec: 20 nights × 2 × AED 1,200");
      expect(html).toContain("Promo code WINTER10");
    });

    it(`${template} in Arabic: the same rows in Arabic`, () => {
      const { text } = render(template, "ar");
      expect(text).toContain("غرفة رئيسية، 2–21 ديسمبر: 20 ليلة × 2 × 1,200 د.إ. للوحدة لليلة");
      expect(text).toContain(
        "غرفة رئيسية، 28 نوفمبر – 1 ديسمبر: 4 ليالٍ × 2 × 950 د.إ. للوحدة لليلة",
      );
      // The minus and the digits travel as one left-to-right run (U+2066...U+2069).
      expect(text).toContain("رمز الخصم WINTER10: \u2066−440\u2069 د.إ.\n");
      expect(text).toContain("الإجمالي: 64,160 د.إ.");
    });
  }

  it("keeps one row for a line whose nights all cost the same, as before", () => {
    const flat: EmailBooking = {
      ...booking,
      checkOut: "2026-12-01",
      nights: 3,
      priceLines: [{ service: "room:master", quantity: 2, perNight: 120_000, amount: 360_000 }],
      totalMinor: 360_000,
    };
    const rendered = renderEmail(config, {
      to: "guest@example.com",
      language: "en",
      template: "booking-confirmed",
      data: { guestName: "Sara", booking: flat },
    });
    expect(plain(rendered.text)).toContain("Master room: 3 nights × 2 × AED 600: AED 3,600");
  });
});

/** A booking staff took to be paid at the desk (decision 055): confirmed, nothing charged yet. */
describe("[EMAIL] the confirmation of a booking paid at the desk", () => {
  const render = (language: "en" | "ar", balanceDueMinor?: number) =>
    renderEmail(config, {
      to: "guest@example.com",
      language,
      template: "booking-confirmed",
      data: { guestName: "Sara", booking, ...(balanceDueMinor ? { balanceDueMinor } : {}) },
    });

  it("says the amount is due at the desk, not paid, in English and Arabic", () => {
    const en = render("en", 6_416_000);
    expect(plain(en.text)).toContain(
      "nothing has been charged yet, and you pay at the resort's desk",
    );
    expect(plain(en.text)).toContain("Due at the desk: AED 64,160");
    expect(en.text).not.toContain("Your payment went through");
    expect(plain(en.html)).toContain("Due at the desk: AED 64,160");
    const ar = render("ar", 6_416_000);
    expect(plain(ar.text)).toContain("تدفع في مكتب الاستقبال بالمنتجع");
    expect(plain(ar.text)).toContain("المبلغ المستحق في مكتب الاستقبال: 64,160 د.إ.");
    expect(ar.text).not.toContain("تمت عملية الدفع بنجاح");
  });

  it("a booking the card paid still says the payment went through", () => {
    const paid = render("en");
    expect(paid.text).toContain("Your payment went through");
    expect(paid.text).not.toContain("Due at the desk");
  });
});

/** Each unit at the price it was sold at; parking one price for its spots (decision 049). */
describe("[EMAIL] a night's units at their prices as sold", () => {
  const render = (priceLines: PriceLine[], language: "en" | "ar") =>
    plain(
      renderEmail(config, {
        to: "guest@example.com",
        language,
        template: "booking-confirmed",
        data: {
          guestName: "Sara",
          booking: {
            ...booking,
            checkIn: "2027-01-04",
            checkOut: "2027-01-06",
            nights: 2,
            priceLines,
          },
        },
      }).text,
    );
  // 2 caravan spots for 2 nights at 300 a night for both (spec 9).
  const parking: PriceLine[] = [
    {
      service: "parking",
      quantity: 2,
      perNight: 30_000,
      amount: 60_000,
      nightly: nights("2027-01-04", 2, 30_000),
    },
  ];
  // 1 master room kept at 950 and 2 added at 1,000 by a change: 2,950 a night.
  const mixed: PriceLine[] = [
    {
      service: "room:master",
      quantity: 3,
      perNight: 295_000,
      amount: 590_000,
      nightly: nights("2027-01-04", 2, 295_000).map((night) => ({
        ...night,
        units: [
          { count: 1, price: 95_000 },
          { count: 2, price: 100_000 },
        ],
      })),
    },
  ];

  it("en: parking's spots share one price a night, never one per spot", () => {
    const text = render(parking, "en");
    expect(text).toContain("Caravan spot: 2 nights × AED 300 for 2 spots: AED 600");
    expect(text).not.toContain("150");
  });

  it("ar: parking's spots share one price a night, never one per spot", () => {
    const text = render(parking, "ar");
    expect(text).toContain("موقف كرفان: 2 ليلتين × 300 د.إ. لعدد 2 من المواقف معاً لليلة: 600 د.إ.");
    expect(text).not.toContain("150");
  });

  it("en: units sold at two prices are each price, never the sum as one room's", () => {
    const text = render(mixed, "en");
    expect(text).toContain("Master room: 2 nights × (1 × AED 950 + 2 × AED 1,000): AED 5,900");
    expect(text).not.toMatch(/2,950|983/);
  });

  it("ar: units sold at two prices are each price, never the sum as one room's", () => {
    const text = render(mixed, "ar");
    expect(text).toContain("× (1 × 950 د.إ. للوحدة + 2 × 1,000 د.إ. للوحدة) لليلة");
    expect(text).not.toMatch(/2,950|983/);
  });

  it("a night stored without unit prices that does not divide reads as its units together", () => {
    const legacy: PriceLine[] = [
      {
        service: "room:master",
        quantity: 3,
        perNight: 295_000,
        amount: 590_000,
        nightly: nights("2027-01-04", 2, 295_000),
      },
    ];
    expect(render(legacy, "en")).toContain(
      "Master room: 2 nights × AED 2,950 for 3 units together: AED 5,900",
    );
  });
});

describe("[EMAIL] VAT and the Tourism Dirham fee (decision 028)", () => {
  // Two nights of one master room at AED 1,900, and a fee of AED 15 a room-night.
  const taxed: EmailBooking = {
    ...booking,
    checkIn: "2027-01-10",
    checkOut: "2027-01-12",
    nights: 2,
    quantity: 1,
    priceLines: [
      {
        service: "room:master",
        quantity: 1,
        perNight: 190_000,
        amount: 380_000,
        nightly: [
          { date: "2027-01-10", amount: 190_000 },
          { date: "2027-01-11", amount: 190_000 },
        ],
      },
      {
        kind: "tourism_fee",
        service: "tourism_fee",
        amount: 3_000,
        nights: ["2027-01-10", "2027-01-11"].map((date) => ({
          date,
          unitType: "master" as const,
          units: 1,
          perUnit: 1_500,
          amount: 1_500,
        })),
      },
    ],
    totalMinor: 383_000,
    vatRateBp: 500,
  };
  const renderTaxed = (language: "en" | "ar", vatRateBp = 500) => {
    const rendered = renderEmail(config, {
      to: "guest@example.com",
      language,
      template: "booking-confirmed",
      data: { guestName: "Sara", booking: { ...taxed, vatRateBp } },
    });
    return plain(rendered.text);
  };

  it("in English: the fee as its own row, the total 'incl. VAT', then the VAT it holds", () => {
    const text = renderTaxed("en");
    expect(text).toContain("Tourism Dirham fee: AED 30\n");
    expect(text).toContain("Total charged (incl. VAT): AED 3,830");
    // VAT on the AED 3,800 of nights only, never on the fee: 3,800 × 5/105 = 180.95.
    expect(text).toContain("VAT included (5%): AED 180.95");
  });

  it("in Arabic", () => {
    const text = renderTaxed("ar");
    expect(text).toContain("رسوم درهم السياحة");
    expect(text).toContain("إجمالي المبلغ المحصّل (شامل ضريبة القيمة المضافة)");
    expect(text).toMatch(/ضريبة القيمة المضافة المشمولة \(5.?%\): 180\.95/);
  });

  it("says nothing of VAT when the booking was sold without it", () => {
    const text = renderTaxed("en", 0);
    expect(text).toContain("Total: AED 3,830");
    expect(text).not.toContain("VAT");
  });
});

describe("[EMAIL] a waiting-list offer (decision 033)", () => {
  const offer = (language: "en" | "ar") => {
    const rendered = renderEmail(config, {
      to: "guest@example.com",
      language,
      template: "waiting-list-offer",
      data: {
        guestName: "Sara",
        stay: {
          serviceType: "room",
          roomType: "master",
          checkIn: "2026-12-10",
          checkOut: "2026-12-12",
          nights: 2,
          quantity: 1,
          guests: 2,
          priceLines: [{ service: "room:master", quantity: 1, perNight: 120_000, amount: 240_000 }],
          totalMinor: 240_000,
          vatRateBp: 500,
        },
        paymentUrl: "https://camp.example/payment?quote=6f1c2b0e-3d4a-4c5b-9e8f-0a1b2c3d4e5f",
        // 15:30 in Dubai (UTC+4).
        holdUntil: "2026-12-04T11:30:00Z",
      },
    });
    return { ...rendered, text: plain(rendered.text), html: plain(rendered.html) };
  };

  it("in English: the stay, the total charged, the link and the hold's end in Dubai time", () => {
    const { subject, text, html } = offer("en");
    expect(subject).toBe("The stay you waited for is free · Desert Camp Resort");
    expect(text).toContain(
      "They are held for you until Friday, 4 December 2026 at 3:30 PM (Dubai time).",
    );
    expect(text).toContain("Check-in: Thursday, 10 December 2026");
    expect(text).toContain("Total charged (incl. VAT): AED 2,400");
    expect(text).toContain(
      "Book this stay: https://camp.example/payment?quote=6f1c2b0e-3d4a-4c5b-9e8f-0a1b2c3d4e5f&lang=en",
    );
    expect(html).toContain(
      'href="https://camp.example/payment?quote=6f1c2b0e-3d4a-4c5b-9e8f-0a1b2c3d4e5f&amp;lang=en"',
    );
    expect(html).toContain('dir="ltr"');
  });

  it("in Arabic, right to left", () => {
    const { subject, text, html } = offer("ar");
    expect(subject).toBe("الإقامة التي انتظرتها أصبحت متاحة · منتجع مخيم الصحراء");
    expect(text).toContain("نحتفظ بها لك حتى الجمعة، 4 ديسمبر 2026 في 3:30 م (بتوقيت دبي)");
    expect(text).toContain("إجمالي المبلغ المحصّل (شامل ضريبة القيمة المضافة): 2,400 د.إ.");
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("احجز هذه الإقامة");
  });
});

describe("[EMAIL] every link to the site opens it in the email's language (decision 050)", () => {
  const bookingTemplates = [
    "booking-confirmed",
    "request-received",
    "request-confirmed",
    "request-declined",
    "booking-cancelled",
    "booking-changed",
  ] as const;
  const messages = (language: "en" | "ar") => [
    ...bookingTemplates.map((template) =>
      renderEmail(config, {
        to: "guest@example.com",
        language,
        template,
        data: {
          guestName: "Sara",
          booking,
          refundMinor: 0,
          change: {
            from: { ...booking, totalMinor: booking.totalMinor },
            paidMinor: 0,
            refundMinor: 0,
            keptMinor: 0,
          },
        },
      }),
    ),
    // The callers' links carry no language: the email gives them its own.
    renderEmail(config, {
      to: "guest@example.com",
      language,
      template: "password-reset",
      data: {
        guestName: "Sara",
        resetUrl: "https://camp.example/reset-password?token=abc-123",
        expiresMinutes: 60,
      },
    }),
    renderEmail(config, {
      to: "guest@example.com",
      language,
      template: "waiting-list-offer",
      data: {
        guestName: "Sara",
        stay: booking,
        // Even one that says the other language (a page's, copied along) takes the email's.
        paymentUrl: `https://camp.example/payment?quote=q-1&lang=${language === "en" ? "ar" : "en"}`,
        holdUntil: "2026-12-04T11:30:00Z",
      },
    }),
  ];
  for (const language of ["en", "ar"] as const) {
    it(`in ${language}: the My bookings, password-reset and payment links carry ?lang=${language}`, () => {
      const links = messages(language).flatMap((message) => [
        ...[...message.html.matchAll(/href="(https:\/\/camp\.example[^"]*)"/g)].map((match) =>
          (match[1] as string).replaceAll("&amp;", "&"),
        ),
        ...(message.text.match(/https:\/\/camp\.example\S*/g) ?? []),
      ]);
      const paths = new Set(links.map((link) => new URL(link).pathname));
      expect([...paths].sort()).toEqual(["/my-booking", "/payment", "/reset-password"]);
      for (const link of links) {
        expect([link, new URL(link).searchParams.getAll("lang")]).toEqual([link, [language]]);
      }
      expect(links).toContain(`https://camp.example/reset-password?token=abc-123&lang=${language}`);
      expect(links).toContain(`https://camp.example/payment?quote=q-1&lang=${language}`);
    });
  }
});
