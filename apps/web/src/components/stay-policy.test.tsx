import type { StayPolicyTerms } from "@camp/shared/booking/policy-shown";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, renderWithApp } from "../testing/render-app";
import { StayPolicy } from "./stay-policy";

/** 2 master nights at 950 with a 20 AED fee a night, as the server words its terms. */
const terms: StayPolicyTerms = {
  checkInAt: "2027-02-02T10:00:00.000Z",
  fullRefundUntil: "2027-01-26T10:00:00.000Z",
  partialRefundUntil: "2027-01-31T10:00:00.000Z",
  partialRefundPercent: 50,
  partialRefundAmount: 990,
  totalAmount: 1940,
  tourismFeeRefundAmount: 40,
};
const now = new Date("2027-01-20T08:00:00Z");

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

describe("StayPolicy: the Tourism Dirham fee comes back in full (decision 048)", () => {
  it.each([
    ["en", /Tourism Dirham fee \(AED\s?40\) is due only for nights stayed/, /\(AED\s?990\)/],
    ["ar", /رسم درهم السياحة \(.*40.*\) مستحق عن الليالي التي تقيمها فقط/, /990/],
  ] as const)(
    "%s: says so beside the partial amount that holds it",
    async (language, fee, partial) => {
      await act(() => i18n.changeLanguage(language));
      renderWithApp(<StayPolicy terms={terms} now={now} />);
      expect(screen.getByTestId("policy-tourism-fee").textContent).toMatch(fee);
      expect(screen.getByRole("region").textContent).toMatch(partial);
    },
  );

  it("says nothing of a fee when the stay has none", () => {
    const { tourismFeeRefundAmount: _none, ...withoutFee } = terms;
    renderWithApp(<StayPolicy terms={withoutFee} now={now} />);
    expect(screen.queryByTestId("policy-tourism-fee")).toBeNull();
  });
});
