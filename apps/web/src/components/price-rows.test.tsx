import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, renderWithApp } from "../testing/render-app";
import { type StayLineAmounts, usePriceRows } from "./price-rows";

/** The rows' labels, one list item each. */
function Rows({ line, runs }: { line?: StayLineAmounts; runs?: StayLineAmounts }) {
  const rows = usePriceRows();
  const all = [
    ...(line ? rows.stayLine(line) : []),
    ...(runs ? rows.runs(runs.nightly ?? [], runs.quantity, runs.service === "parking") : []),
  ];
  return (
    <ul>
      {all.map((row) => (
        <li key={row.key}>{`${row.label} | ${row.amount ?? ""}`}</li>
      ))}
    </ul>
  );
}

const texts = () => screen.getAllByRole("listitem").map((item) => item.textContent ?? "");
/** Both languages' digits, spaces and marks read alike: "AED 1,000" and "١٬٠٠٠ د.إ." compare. */
const plain = (text: string) =>
  text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u00a0\u202f\u200f\u200e\u061c\u2066-\u2069]/g, " ")
    .replace(/٬/g, ",")
    .replace(/\s+/g, " ")
    .trim();

/** 2 caravan spots for 2 nights at 300 a night for both (spec 9: no price per spot). */
const parking: StayLineAmounts = {
  service: "parking",
  quantity: 2,
  perNight: 30_000,
  amount: 60_000,
  nightly: [
    { date: "2027-01-04", amount: 30_000 },
    { date: "2027-01-05", amount: 30_000 },
  ],
};
/** 1 master room kept at 950, 2 added at 1,000, for 2 nights: 2,950 a night. */
const mixed: StayLineAmounts = {
  service: "room:master",
  quantity: 3,
  perNight: 295_000,
  amount: 590_000,
  nightly: ["2027-01-04", "2027-01-05"].map((date) => ({
    date,
    amount: 295_000,
    units: [
      { count: 1, price: 95_000 },
      { count: 2, price: 100_000 },
    ],
  })),
};
/** 1 room at 950 and 1 at 1,000: 1,950 divides by 2, but 975 was never sold. */
const two: StayLineAmounts = {
  service: "room:master",
  quantity: 2,
  perNight: 195_000,
  amount: 195_000,
  nightly: [
    {
      date: "2027-01-04",
      amount: 195_000,
      units: [
        { count: 1, price: 95_000 },
        { count: 1, price: 100_000 },
      ],
    },
  ],
};

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

describe("price rows say each unit's price as sold (decision 049)", () => {
  it("en: parking's 2 spots cost one price a night, never one per spot", () => {
    renderWithApp(<Rows line={parking} runs={parking} />);
    const [line, run] = texts().map(plain);
    expect(line).toMatch(/^Caravan spot × 2: AED 300 for 2 spots per night \| AED 600$/);
    expect(run).toMatch(/: 2 nights × AED 300 for 2 spots \| AED 600$/);
    expect(texts().join()).not.toMatch(/150/);
  });

  it("ar: parking's 2 spots cost one price a night, never one per spot", async () => {
    await act(() => i18n.changeLanguage("ar"));
    renderWithApp(<Rows line={parking} runs={parking} />);
    const [line, run] = texts().map(plain);
    expect(line).toMatch(/× 2: 300 د\.إ\. ?لموقفين معاً لليلة/);
    expect(run).toMatch(/ليلتان × 300 د\.إ\. ?لموقفين معاً لليلة/);
    expect(texts().map(plain).join()).not.toMatch(/150/);
  });

  it("en: units at two prices read as each price, never their sum as one's nor an average", () => {
    renderWithApp(<Rows line={mixed} runs={two} />);
    const [line, run] = texts().map(plain);
    expect(line).toMatch(/^Master .*× 3: \(1 × AED 950 \+ 2 × AED 1,000\) per night \| AED 5,900$/);
    expect(run).toMatch(/: 1 night × \(1 × AED 950 \+ 1 × AED 1,000\) \| AED 1,950$/);
    expect(texts().join()).not.toMatch(/2,950|975/);
  });

  it("ar: units at two prices read as each price, never their sum as one's nor an average", async () => {
    await act(() => i18n.changeLanguage("ar"));
    renderWithApp(<Rows line={mixed} runs={two} />);
    const [line, run] = texts().map(plain);
    expect(line).toMatch(/× 3: \(1 × 950 د\.إ\. ?للوحدة \+ 2 × 1,000 د\.إ\. ?للوحدة\) لليلة/);
    expect(run).toMatch(/\(1 × 950 د\.إ\. ?للوحدة \+ 1 × 1,000 د\.إ\. ?للوحدة\) لليلة/);
    expect(texts().map(plain).join()).not.toMatch(/2,950|975/);
  });
});
