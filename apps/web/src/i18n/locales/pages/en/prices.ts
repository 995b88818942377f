import { unitTypeNames } from "@camp/shared/catalogue/unit-type-names";

/** Price lines, shown by the booking form, its popup and the payment page alike. */
export const prices = {
  line: "{{service}} × {{quantity}}: {{perNight}} per night",
  /** Consecutive nights at one price (night-runs.ts): "1 – 4 Dec: 4 nights × AED 950". */
  run: "{{dates}}: {{nights}} × {{amount}}",
  /**
   * What one night costs, in parts (unit-nights.ts, `nightPriceParts`): units at a unit price as
   * sold ("2 × AED 950", joined by " + " where a change sold units at two prices), parking's
   * one price for all its spots, or units stored without a price each, together (decision
   * 049).
   */
  unitsNight: "{{units}} × {{amount}}",
  spotsNight_zero: "{{amount}} for no spots",
  spotsNight_one: "{{amount}} for {{formatted}} spot",
  spotsNight_two: "{{amount}} for {{formatted}} spots",
  spotsNight_few: "{{amount}} for {{formatted}} spots",
  spotsNight_many: "{{amount}} for {{formatted}} spots",
  spotsNight_other: "{{amount}} for {{formatted}} spots",
  togetherNight: "{{amount}} for {{units}} units together",
  unitsLine: "{{service}} × {{quantity}}: {{perUnit}} each per night",
  nights_zero: "{{formatted}} nights",
  nights_one: "{{formatted}} night",
  nights_two: "{{formatted}} nights",
  nights_few: "{{formatted}} nights",
  nights_many: "{{formatted}} nights",
  nights_other: "{{formatted}} nights",
  /** A line of several runs: its units, then a row per run. */
  unitsHeading: "{{service}} × {{quantity}}",
  nightsHeading: "Your nights",
  discount: "Promo code {{code}}",
  discountNoCode: "Promo code",
  /** Dubai's Tourism Dirham, charged per occupied unit-night as its own line (decision 028). */
  tourismFee: "Tourism Dirham fee",
  /** The VAT a total already holds: "VAT included (5%)". */
  vatIncluded: "VAT included ({{rate}})",
  inclVat: "incl. VAT",
  inclVatSuffix: ", incl. VAT",
  totalCharged: "Total charged",
  /** The rate calendar's legend when prices hold VAT. */
  pricesIncludeVat: "Prices include VAT",
  extraLine: {
    person: "{{name}}, {{date}}: {{quantity}} × {{unitPrice}} per person",
    group: "{{name}}, {{date}}: {{quantity}} × {{unitPrice}} per group",
  },
  services: {
    room_master: unitTypeNames.en.master.one,
    room_kids: unitTypeNames.en.kids.one,
    camp: unitTypeNames.en.camp.one,
    parking: unitTypeNames.en.parking.one,
  },
};
