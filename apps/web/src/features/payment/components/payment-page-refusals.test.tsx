import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ar } from "../../../i18n/locales/ar";
import { en } from "../../../i18n/locales/en";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { PaymentPage } from "./payment-page";
import {
  fakeServer,
  json,
  QUOTE_ID,
  quoteDetail,
  restoreFetchAndLanguage,
  user,
} from "./payment-page.test-helpers";

describe("payment page: nothing to pay, or a hold refused", () => {
  afterEach(restoreFetchAndLanguage);

  it("shows an Arabic guest the server's hold error in Arabic, with a way back to the form", async () => {
    await act(() => i18n.changeLanguage("ar"));
    const english =
      "You are already holding as many rooms and nights as one account may. Pay for or let go of a stay you started before holding more.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const path = url.replace(/^\/api/, "");
        if (path === `/booking/quote/${QUOTE_ID}`) {
          return json(200, { success: true, data: quoteDetail() });
        }
        if (path === "/payment/stripeapikey") {
          return json(200, { stripeApiKey: "pk_sandbox_offline", provider: "sandbox" });
        }
        if (path === "/payment/process") {
          return json(409, { success: false, code: "HOLD_LIMIT_REACHED", message: english });
        }
        return json(404, { success: false, code: "NOT_FOUND", message: "No such API endpoint." });
      }),
    );
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(ar.errors.HOLD_LIMIT_REACHED);
    expect(screen.queryByText(english)).toBeNull();
    expect(screen.getByRole("link", { name: ar.paymentpage.checkAgain })).toBeTruthy();
  });

  it.each([
    ["en", en],
    ["ar", ar],
  ] as const)(
    "sends a guest whose price ran out while paying back to a fresh check (%s)",
    async (language, texts) => {
      await act(() => i18n.changeLanguage(language));
      // In payment, its hold and its price both over: the server holds nothing at the old price.
      const quote = quoteDetail({
        state: "paying",
        paymentIntentId: "pi_1",
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
        holdExpiresAt: new Date(Date.now() - 30_000).toISOString(),
      });
      const calls: string[] = [];
      vi.stubGlobal(
        "fetch",
        vi.fn(async (url: string) => {
          const path = url.replace(/^\/api/, "");
          calls.push(path);
          if (path === `/booking/quote/${QUOTE_ID}`)
            return json(200, { success: true, data: quote });
          if (path === "/payment/stripeapikey") {
            return json(200, { stripeApiKey: "pk_sandbox_offline", provider: "sandbox" });
          }
          if (path === "/payment/process") {
            return json(410, {
              success: false,
              code: "QUOTE_EXPIRED",
              message: "This price has expired. Please check availability again.",
            });
          }
          return json(404, { success: false, code: "NOT_FOUND", message: "No such API endpoint." });
        }),
      );
      renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });

      expect((await screen.findByRole("alert")).textContent).toBe(texts.errors.QUOTE_EXPIRED);
      expect(
        screen.getByRole("heading", { name: texts.paymentpage.hold.failedHeading }),
      ).toBeTruthy();
      const checkAgain = screen.getByRole("link", { name: texts.paymentpage.checkAgain });
      expect(checkAgain.getAttribute("href")).toBe("/booking/room");
      // Asking again cannot help, and there is no card form to pay the old price with.
      expect(screen.queryByRole("button", { name: texts.paymentpage.retry })).toBeNull();
      expect(screen.queryByLabelText(texts.paymentpage.card.number)).toBeNull();
      expect(calls.filter((path) => path === "/payment/process")).toHaveLength(1);
    },
  );

  it("says what to do when there is no quote in the address", () => {
    renderWithApp(<PaymentPage />, { user, route: "/payment" });
    expect(screen.getByRole("heading", { name: "Nothing to pay yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book a stay" }).getAttribute("href")).toBe(
      "/booking/room",
    );
  });

  it("never offers to pay a quote that is already booked", async () => {
    const server = fakeServer(
      quoteDetail({ state: "fulfilled", bookingId: "b1", paymentIntentId: "pi_1" }),
    );
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });
    expect(await screen.findByRole("heading", { name: "Already booked" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View Booking" }).getAttribute("href")).toBe(
      "/my-booking",
    );
    expect(screen.queryByLabelText("Card number")).toBeNull();
    expect(server.calls.some((call) => call.path === "/payment/process")).toBe(false);
  });
});
