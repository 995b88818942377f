import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch } from "../../../testing/answer-fetch";
import { renderWithApp } from "../../../testing/render-app";
import { QuotePromoCode } from "./quote-promo-code";

const OLD = "5b0f6a52-2d7e-4c43-9a8e-0c4f1b2a9d11";
const NEW = "8c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

const quote = (overrides: Partial<QuoteDetail> = {}): QuoteDetail => ({
  quoteId: OLD,
  serviceType: "camp",
  bookingType: "single",
  roomType: null,
  checkIn: "2027-04-01",
  checkOut: "2027-04-03",
  nights: 2,
  quantity: 1,
  guests: 2,
  price: 450,
  totalAmount: 900,
  status: "confirmed",
  state: "paying",
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  holdExpiresAt: null,
  paymentIntentId: null,
  bookingId: null,
  lines: [],
  extras: [],
  nightly: [],
  discount: null,
  vatAmount: 0,
  tourismFee: 0,
  vatRate: 5,
  cancellationTerms: null,
  ...overrides,
});

const answer = {
  success: true,
  data: {
    price: 450,
    status: "confirmed",
    totalAmount: 720,
    nights: 2,
    quoteId: NEW,
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    holdMinutes: 15,
    shortNights: [],
    nightly: [],
    discount: 180,
  },
};

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

function renderOnPaymentPage(detail: QuoteDetail) {
  return renderWithApp(
    <Routes>
      <Route
        path="/payment"
        element={
          <>
            <QuotePromoCode quote={detail} isDisabled={false} />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: `/payment?quote=${OLD}` },
  );
}

describe("the payment page's promo code", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("applies a code as a new quote and moves the page to it", async () => {
    const fetch = answerFetch({ status: 201, body: answer });
    renderOnPaymentPage(quote());
    await userEvent.click(screen.getByRole("button", { name: "Have a promo code?" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Promo code" }), "spring20");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe(`?quote=${NEW}`));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain(`/api/booking/quote/${OLD}/promo`);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ promoCode: "SPRING20" });
  });

  it("removes the quote's code the same way", async () => {
    const fetch = answerFetch({ status: 201, body: answer });
    renderOnPaymentPage(quote({ discount: { code: "SPRING20", amount: 180 } }));
    expect(screen.getByRole("status").textContent).toContain("AED");
    await userEvent.click(screen.getByRole("button", { name: "Remove promo code SPRING20" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe(`?quote=${NEW}`));
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ promoCode: null });
  });

  it("shows the refusal and stays on the quote", async () => {
    answerFetch({
      status: 409,
      body: { success: false, code: "PROMO_USED_UP", message: "This promo code has been used up." },
    });
    renderOnPaymentPage(quote());
    await userEvent.click(screen.getByRole("button", { name: "Have a promo code?" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Promo code" }), "gone{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This promo code has been used up.",
    );
    expect(screen.getByTestId("where").textContent).toBe(`?quote=${OLD}`);
  });
});
