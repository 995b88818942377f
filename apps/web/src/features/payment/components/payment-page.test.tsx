import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { en } from "../../../i18n/locales/en";
import { renderWithApp } from "../../../testing/render-app";
import { PaymentPage } from "./payment-page";
import {
  fakeServer,
  fillCard,
  json,
  QUOTE_ID,
  quoteDetail,
  restoreFetchAndLanguage,
  user,
} from "./payment-page.test-helpers";

describe("payment page: paying by card", () => {
  afterEach(restoreFetchAndLanguage);

  it("holds, shows a decline, holds again on Try Again, pays and books once", async () => {
    const server = fakeServer(quoteDetail());
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });

    expect(await screen.findByRole("timer")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toMatch(
      /^Your room is held for you for 1[45]:\d\d$/,
    );
    expect(screen.getByText("Test mode - no real charge")).toBeTruthy();
    const process = server.calls.filter((call) => call.path === "/payment/process");
    expect(process).toEqual([
      { method: "POST", path: "/payment/process", body: { amount: 190000, quoteId: QUOTE_ID } },
    ]);

    let person = await fillCard("4000 0000 0000 0002");
    await person.click(screen.getByRole("button", { name: /Pay AED/ }));
    const failed = await screen.findByRole("dialog", { name: "Payment Failed" });
    expect(
      within(failed).getByText("We couldn't process your payment. Please try again."),
    ).toBeTruthy();
    expect(within(failed).getByText("Your card was declined.")).toBeTruthy();
    const confirm = server.calls.find((call) => call.path === "/payment/sandbox/confirm");
    expect(confirm?.body).toEqual({
      client_secret: "pi_1_secret",
      card: { number: "4000000000000002", exp_month: 12, exp_year: 2040, cvc: "123" },
      billing_details: { name: "Sara Ali", email: "sara@example.com" },
    });

    await person.click(within(failed).getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === "/payment/process")).toHaveLength(2),
    );
    expect((screen.getByLabelText("Card number") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Name on card") as HTMLInputElement).value).toBe("Sara Ali");

    person = await fillCard("4242 4242 4242 4242");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /Pay AED/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await person.dblClick(screen.getByRole("button", { name: /Pay AED/ }));
    const confirmed = await screen.findByRole("dialog", { name: "Booking Confirmed!" });
    expect(within(confirmed).getByRole("button", { name: "View Booking" })).toBeTruthy();
    // The booking's short reference, as My bookings and the emails show it ("b1" -> b1000...).
    expect(within(confirmed).getByText("Your booking reference: P400-0000")).toBeTruthy();
    const bookings = server.calls.filter(
      (call) => call.path === "/booking" && call.method === "POST",
    );
    expect(bookings).toEqual([
      {
        method: "POST",
        path: "/booking",
        body: {
          quoteId: QUOTE_ID,
          paymentInfo: { id: "pi_1", status: "succeeded" },
          serviceType: "room",
          totalAmount: 1900,
          bookingType: "single",
          paymentStatus: "completed",
        },
      },
    ]);
    expect(server.calls.filter((call) => call.path === "/payment/sandbox/confirm")).toHaveLength(2);
  });

  it("keeps the card typed while the hold was placed when the hold fails and is asked again", async () => {
    const server = fakeServer(quoteDetail());
    // The first hold answers only once the card is typed, and fails (a blip the guest may retry).
    let failFirstHold: () => void = () => {};
    const firstHold = new Promise<void>((resolve) => {
      failFirstHold = resolve;
    });
    const answer = server.fetch.getMockImplementation();
    let holds = 0;
    server.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.endsWith("/payment/process") && holds++ === 0) {
        await firstHold;
        return json(503, { success: false, code: "INTERNAL", message: "Try again soon." });
      }
      return answer?.(url, init) as Promise<Response>;
    });
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });

    await screen.findByLabelText("Card number");
    const person = await fillCard("4242 4242 4242 4242");
    failFirstHold();
    await person.click(await screen.findByRole("button", { name: en.paymentpage.retry }));
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /Pay AED/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect((screen.getByLabelText("Card number") as HTMLInputElement).value).toBe(
      "4242 4242 4242 4242",
    );
    expect((screen.getByLabelText("Expiry (MM/YY)") as HTMLInputElement).value).toBe("12/40");
    expect((screen.getByLabelText("CVC") as HTMLInputElement).value).toBe("123");
    expect((screen.getByLabelText("Name on card") as HTMLInputElement).value).toBe("Sara Ali");
  });

  it("pays a waiting-list offer like any quote, its live two-hour hold counted in hours", async () => {
    // The offer's quote comes with its units already held (decision 033), in either state.
    const server = fakeServer(
      quoteDetail({
        state: "open",
        holdExpiresAt: new Date(Date.now() + 2 * 3_600_000 - 30_000).toISOString(),
      }),
    );
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });
    expect(await screen.findByRole("timer")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("timer").textContent).toMatch(
        /^Your room is held for you for 1:5\d:\d\d$/,
      ),
    );
    expect(screen.queryByRole("alert")).toBeNull();
    const person = await fillCard("4242 4242 4242 4242");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /Pay AED/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await person.click(screen.getByRole("button", { name: /Pay AED/ }));
    expect(await screen.findByRole("dialog", { name: "Booking Confirmed!" })).toBeTruthy();
    expect(server.calls.filter((call) => call.path === "/payment/process")).toHaveLength(1);
  });

  it("shows the card form's own checks before anything is sent", async () => {
    const server = fakeServer(quoteDetail());
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });
    await screen.findByRole("timer");
    const person = userEvent.setup();
    await person.type(screen.getByLabelText("Card number"), "4242 4242");
    await person.type(screen.getByLabelText("Expiry (MM/YY)"), "01/20");
    await person.type(screen.getByLabelText("CVC"), "12");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /Pay AED/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await person.click(screen.getByRole("button", { name: /Pay AED/ }));
    expect(await screen.findByText("Enter the 13 to 19 digits of your card number")).toBeTruthy();
    expect(screen.getByText("This card has expired")).toBeTruthy();
    expect(screen.getByText("Enter the 3 or 4 digits of your CVC")).toBeTruthy();
    expect(screen.getByText("Name on card is required")).toBeTruthy();
    expect(server.calls.some((call) => call.path === "/payment/sandbox/confirm")).toBe(false);
  });
});
