import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import type { PayLinkDetail } from "@camp/shared/desk-sales/desk-sales";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { PayLinkPage } from "./pay-link-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A link's quote: one master room for two nights, its units held by staff. */
function quoteDetail(overrides: Partial<QuoteDetail> = {}): QuoteDetail {
  return {
    quoteId: "5b0f6a52-2d7e-4c43-9a8e-0c4f1b2a9d11",
    serviceType: "room",
    bookingType: "single",
    roomType: "master",
    checkIn: "2026-12-24",
    checkOut: "2026-12-26",
    nights: 2,
    quantity: 1,
    guests: 2,
    price: 950,
    totalAmount: 1900,
    status: "confirmed",
    state: "paying",
    expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
    holdExpiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
    paymentIntentId: "pi_1",
    bookingId: null,
    lines: [{ service: "room:master", quantity: 1, perNight: 950, amount: 1900 }],
    extras: [],
    nightly: [],
    discount: null,
    vatAmount: 90,
    tourismFee: 20,
    vatRate: 5,
    cancellationTerms: null,
    ...overrides,
  };
}

async function fillCard(number: string) {
  const person = userEvent.setup();
  await person.clear(screen.getByLabelText("Card number"));
  await person.type(screen.getByLabelText("Card number"), number);
  await person.clear(screen.getByLabelText("Expiry (MM/YY)"));
  await person.type(screen.getByLabelText("Expiry (MM/YY)"), "12/40");
  await person.clear(screen.getByLabelText("CVC"));
  await person.type(screen.getByLabelText("CVC"), "123");
  const name = screen.getByLabelText("Name on card") as HTMLInputElement;
  if (!name.value) await person.type(name, "Sara Ali");
  return person;
}

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";

function linkDetail(overrides: Partial<PayLinkDetail> = {}): PayLinkDetail {
  return {
    state: "open",
    reference: "DC-7K2M9Q",
    guestName: "Sara Ali",
    language: "en",
    expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
    hasEmail: true,
    quote: quoteDetail(),
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };
const refusal = (status: number, code: string, message: string): Answer => ({
  status,
  body: { success: false, code, message },
});

/** A stand-in for the payment link's API: GET, process, complete and the sandbox's card. */
function fakeLinkServer(get: Answer | Answer[], options: { process?: Answer } = {}) {
  const gets = Array.isArray(get) ? [...get] : [get];
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api/, "");
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path === `/pay/${TOKEN}` && method === "GET") {
      const answer = (gets.length > 1 ? gets.shift() : gets[0]) as Answer;
      return json(answer.status, answer.body);
    }
    if (path === "/payment/stripeapikey") {
      return json(200, { stripeApiKey: "pk_sandbox_offline", provider: "sandbox" });
    }
    if (path === `/pay/${TOKEN}/process`) {
      const answer = options.process ?? {
        status: 200,
        body: { client_secret: "pi_1_secret", paymentIntentId: "pi_1" },
      };
      return json(answer.status, answer.body);
    }
    if (path === "/payment/sandbox/confirm") {
      if (body.card.number === "4000000000000002") {
        return json(402, {
          error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
        });
      }
      return json(200, { paymentIntent: { id: "pi_1", status: "succeeded", amount: 190000 } });
    }
    if (path === `/pay/${TOKEN}/complete`) {
      return json(201, { success: true, data: { reference: "DC-7K2M9Q", bookingId: "b1" } });
    }
    return json(404, { success: false, code: "NOT_FOUND", message: "No such API endpoint." });
  });
  vi.stubGlobal("fetch", fetch);
  return { calls };
}

const ok = (detail: PayLinkDetail): Answer => ({
  status: 200,
  body: { success: true, data: detail },
});
const renderPage = (route = `/pay/${TOKEN}`) =>
  renderWithApp(<PayLinkPage token={TOKEN} />, { route });

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage("en"));
});

describe("the payment link page", () => {
  it("shows the held stay in English: whose, its reference, until when, its total and the card form", async () => {
    fakeLinkServer(ok(linkDetail()));
    renderPage();
    expect(
      await screen.findByText("Hello Sara Ali, the resort is holding this stay for you."),
    ).toBeTruthy();
    expect(screen.getByText("DC-7K2M9Q")).toBeTruthy();
    expect(screen.getByText(/Your dates are held until .* \(Dubai time\)\./)).toBeTruthy();
    expect(screen.getByRole("timer")?.textContent).toMatch(/^(23:59:\d\d|24:00:00)$/);
    expect(screen.getByText("24 December 2026", { exact: false })).toBeTruthy();
    expect(screen.getByRole("link", { name: "terms and conditions" })?.getAttribute("href")).toBe(
      "/terms",
    );
    expect(
      ((await screen.findByRole("button", { name: /^Pay AED\s?1,900/ })) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("opens in the link's language, right to left, when the link is Arabic", async () => {
    fakeLinkServer(ok(linkDetail({ language: "ar" })));
    renderPage();
    expect(await screen.findByText("مرحباً Sara Ali، يحتفظ لك المنتجع بهذه الإقامة.")).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ar");
    expect(screen.getByRole("heading", { level: 1 })?.textContent).toMatch("ادفع قيمة إقامتك");
    // The reference stays left to right inside the Arabic text.
    expect(screen.getByText("DC-7K2M9Q").closest("[dir]")?.getAttribute("dir")).toBe("ltr");
  });

  it("keeps the language the address asks for (the language switch writes ?lang=)", async () => {
    fakeLinkServer(ok(linkDetail({ language: "ar" })));
    renderPage(`/pay/${TOKEN}?lang=en`);
    expect(
      await screen.findByText("Hello Sara Ali, the resort is holding this stay for you."),
    ).toBeTruthy();
    expect(document.documentElement.dir).toBe("ltr");
    // Switching afterwards redraws the page in the other language.
    await act(() => i18n.changeLanguage("ar"));
    expect(screen.getByText("مرحباً Sara Ali، يحتفظ لك المنتجع بهذه الإقامة.")).toBeTruthy();
  });

  it("says a paid link is paid, with the booking's reference, and offers no card form", async () => {
    const { calls } = fakeLinkServer(ok(linkDetail({ state: "paid" })));
    renderPage();
    expect(await screen.findByRole("heading", { name: "This link is already paid" })).toBeTruthy();
    expect(screen.getByText("DC-7K2M9Q").parentElement?.textContent).toMatch(
      "Your booking DC-7K2M9Q is confirmed.",
    );
    expect(screen.queryByLabelText("Card number")).toBeNull();
    expect(calls.some((call) => call.path.endsWith("/process"))).toBe(false);
  });

  it("turns to the paid page when process answers that the link was paid meanwhile", async () => {
    const detail = linkDetail();
    const fake = fakeLinkServer([ok(detail), ok({ ...detail, state: "paid" })], {
      process: refusal(409, "PAYMENT_LINK_PAID", "This payment link is already paid."),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "This link is already paid" })).toBeTruthy();
    expect(fake.calls.some((call) => call.path.endsWith("/process"))).toBe(true);
  });

  it("says an expired or withdrawn link (410) cannot be paid, with the resort's phone and WhatsApp", async () => {
    fakeLinkServer(refusal(410, "PAYMENT_LINK_EXPIRED", "This payment link has expired."));
    renderPage();
    expect(
      await screen.findByRole("heading", { name: "This payment link has expired" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: /Call/ })?.getAttribute("href")).toBe(
      "tel:+97145550142",
    );
    expect(screen.getByRole("link", { name: "WhatsApp" })?.getAttribute("href")).toBe(
      "https://wa.me/97145550142",
    );
    expect(screen.queryByLabelText("Card number")).toBeNull();
  });

  it("says an unknown link (404) does not exist", async () => {
    fakeLinkServer(refusal(404, "NOT_FOUND", "This payment link does not exist."));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Payment link not found" })).toBeTruthy();
  });

  it("asks to wait after too many calls (429)", async () => {
    fakeLinkServer(refusal(429, "TOO_MANY_ATTEMPTS", "Too many attempts."));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Too many attempts" })).toBeTruthy();
  });

  it("pays: process, the card, then complete, and confirms in the page with the reference", async () => {
    const { calls } = fakeLinkServer(ok(linkDetail()));
    renderPage();
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /^Pay AED/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    const person = await fillCard("4242424242424242");
    await person.click(screen.getByRole("button", { name: /^Pay AED/ }));
    expect(
      await screen.findByRole("heading", { name: "Payment received: your booking is confirmed" }),
    ).toBeTruthy();
    expect(screen.getByText("We have emailed you the confirmation and your receipt.")).toBeTruthy();
    expect(screen.getByText("DC-7K2M9Q", { selector: "bdi:not(dd bdi)" })).toBeTruthy();
    // Paid, the hold no longer matters: neither until when nor the countdown is said.
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.queryByText(/Your dates are held until/)).toBeNull();
    const order = calls
      .map((call) => `${call.method} ${call.path}`)
      .filter((c) => !c.includes("stripeapikey"));
    expect(order).toEqual([
      `GET /pay/${TOKEN}`,
      `POST /pay/${TOKEN}/process`,
      "POST /payment/sandbox/confirm",
      `POST /pay/${TOKEN}/complete`,
    ]);
    expect(calls.find((call) => call.path.endsWith("/complete"))?.body).toEqual({
      paymentInfo: { id: "pi_1", status: "succeeded" },
    });
    // The link has no payer's email to give: the card's billing details carry none, not "".
    const confirm = calls.find((call) => call.path === "/payment/sandbox/confirm");
    expect(confirm).toBeDefined();
    expect((confirm?.body as { billing_details?: unknown } | undefined)?.billing_details).toEqual({
      name: "Sara Ali",
    });
  });

  it("leaves out 'we emailed you' for a guest without an email", async () => {
    fakeLinkServer(ok(linkDetail({ hasEmail: false })));
    renderPage();
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /^Pay AED/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    const person = await fillCard("4242424242424242");
    await person.click(screen.getByRole("button", { name: /^Pay AED/ }));
    await screen.findByRole("heading", { name: "Payment received: your booking is confirmed" });
    expect(screen.queryByText("We have emailed you the confirmation and your receipt.")).toBeNull();
  });

  it("says a declined card was declined, keeps the hold, and pays on Try Again", async () => {
    const { calls } = fakeLinkServer(ok(linkDetail()));
    renderPage();
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /^Pay AED/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    let person = await fillCard("4000000000000002");
    await person.click(screen.getByRole("button", { name: /^Pay AED/ }));
    expect(await screen.findByRole("heading", { name: "Payment Failed" })).toBeTruthy();
    expect(screen.getByText("Your card was declined.")).toBeTruthy();
    expect(screen.getByText(/Your dates stay held until/)).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith("/complete"))).toBe(false);
    await userEvent.setup().click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /^Pay AED/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    // The refused number was cleared; the name stays.
    expect((screen.getByLabelText("Card number") as HTMLInputElement).value).toBe("");
    person = await fillCard("4242424242424242");
    await person.click(screen.getByRole("button", { name: /^Pay AED/ }));
    expect(
      await screen.findByRole("heading", { name: "Payment received: your booking is confirmed" }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith("/process"))).toHaveLength(2);
  });

  it("warns screen readers at one minute left, once", async () => {
    fakeLinkServer(ok(linkDetail({ expiresAt: new Date(Date.now() + 61_400).toISOString() })));
    renderPage();
    await screen.findByRole("timer");
    const live = document.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(live.textContent).toBe("");
    await waitFor(() => expect(live.textContent).toBe("One minute left: your hold ends soon."), {
      timeout: 4000,
    });
  });

  it("says it when the hold runs out and the card form goes", async () => {
    fakeLinkServer(ok(linkDetail({ expiresAt: new Date(Date.now() + 1_500).toISOString() })));
    renderPage();
    await screen.findByLabelText("Card number");
    const alert = await screen.findByRole("alert", {}, { timeout: 4000 });
    expect(alert.textContent).toMatch(/This payment link has expired/);
    expect(screen.queryByLabelText("Card number")).toBeNull();
  });

  it("does not say the dates stay held when a refused card's hold then runs out", async () => {
    fakeLinkServer(ok(linkDetail({ expiresAt: new Date(Date.now() + 5_000).toISOString() })));
    renderPage();
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /^Pay AED/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    const person = await fillCard("4000000000000002");
    await person.click(screen.getByRole("button", { name: /^Pay AED/ }));
    expect(await screen.findByRole("heading", { name: "Payment Failed" })).toBeTruthy();
    expect(screen.getByText(/Your dates stay held until/)).toBeTruthy();
    expect(
      await screen.findByText(/The time to pay has ended/, {}, { timeout: 6000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/Your dates stay held until/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
    expect(screen.getByText("Your card was declined.")).toBeTruthy();
  }, 15_000);
});
