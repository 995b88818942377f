import { mkdir, readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
  Response,
} from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { REPO_ROOT } from "../apps/server/src/config/env";
import { type ParsedEmail, parseEml } from "../apps/server/test/helpers/outbox";
import { en } from "../apps/web/src/i18n/locales/en";
import { launchBrowser } from "./browser";

export const PASSWORD = "desert-rose-2026";
export const CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;

/** Fils, so sums of AED amounts compare exactly. */
export const fils = (amount: number) => Math.round(amount * 100);

/**
 * Text with its spaces as one kind: Node's and Chromium's ICU may space a date, a date range or a
 * currency differently (a thin or a no-break space), never their digits or words.
 */
export const spaced = (text: string | null) => (text ?? "").replace(/\s+/g, " ");

/** A price row reads its label then its amount ("<li><span/><span/>", "<div><dt/><dd/>"). */
export async function expectRow(scope: Locator, label: string, amount: string): Promise<void> {
  await expect
    .poll(async () => spaced(await scope.textContent()))
    .toContain(spaced(`${label}${amount}`));
}

/** What an earlier step of a journey left for a later one, or why it is missing. */
export function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`an earlier step did not ${what}`);
  return value;
}

/** A stay `offset` days from Dubai's today; each journey uses its own dates, so they never compete. */
export function stayDates(offset: number, nights: number) {
  const checkIn = addDaysIso(resortToday(), offset);
  return { checkIn, checkOut: addDaysIso(checkIn, nights) };
}

let guestCount = 0;
export function newEmail(tag: string): string {
  guestCount += 1;
  return `${tag}-${Date.now()}-${guestCount}@example.com`;
}

/**
 * Waits until the page's code has taken over the pre-rendered HTML: the booking app has hydrated
 * (or drawn) its root, or a marketing page every island it hydrates at once; each marks itself
 * `data-hydrated` (app/start-app.tsx, islands/main.tsx). A press before then is held and made
 * once it has (lib/hold-early-presses.ts); what the page shows and checks is the app's from then.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const islands = Array.from(
      document.querySelectorAll<HTMLElement>("[data-island][data-load='eager']"),
    );
    if (islands.length > 0) return islands.every((island) => island.dataset.hydrated === "true");
    return document.getElementById("root")?.dataset.hydrated === "true";
  });
}

/**
 * Chromium for one file's journeys: launched before its first test, closed after its last. Vitest
 * runs after-hooks in reverse order, so what a file's own hooks close goes first. Answers the
 * browser, which exists once the file's tests start.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium is launched before the file's first test");
    return browser;
  };
}

/** A browser context for one guest: phone or laptop, optionally allowed to inject axe (bypassCSP). */
export async function newGuestContext(
  browser: Browser,
  options: { width?: number; bypassCSP?: boolean } = {},
): Promise<BrowserContext> {
  const width = options.width ?? 1280;
  return browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    bypassCSP: options.bypassCSP ?? false,
  });
}

/**
 * Signs in through the API (a guest's or staff's account); the context's pages then carry the
 * session. Answers the user the server signed in.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<{ isStaff: boolean; name: string; email: string }> {
  const signIn = await request.post(`${baseUrl}/api/auth/login`, { data: account });
  expect(signIn.status(), "sign-in").toBe(200);
  return (await signIn.json()).user;
}

/** A browser context signed in as the administrator the server made at start (global-setup.ts). */
export async function newStaffContext(
  browser: Browser,
  baseUrl: string,
  admin: { email: string; password: string },
  options: { width?: number; bypassCSP?: boolean } = {},
): Promise<BrowserContext> {
  const context = await newGuestContext(browser, options);
  const user = await signInThroughApi(context.request, baseUrl, admin);
  expect(user.isStaff, "the staff account is staff").toBe(true);
  return context;
}

/** A browser context for a new guest, signed up and in (see signUpThroughApi for each option). */
export async function newSignedInGuest(
  browser: Browser,
  baseUrl: string,
  guest: {
    email: string;
    name?: string;
    phone?: string;
    language?: "en" | "ar";
    width?: number;
    bypassCSP?: boolean;
  },
): Promise<BrowserContext> {
  const context = await newGuestContext(browser, guest);
  await signUpThroughApi(
    context.request,
    baseUrl,
    guest.email,
    guest.name,
    guest.phone,
    guest.language,
  );
  return context;
}

/** Signs up and in through the API; the context's pages then carry the session cookie. */
export async function signUpThroughApi(
  request: APIRequestContext,
  baseUrl: string,
  email: string,
  name = "Amal Saeed",
  /** Given at sign-up, the booking form does not ask for one (decision 020). */
  phone?: string,
  /** The sign-up page's language: the account's emails are written in it (English otherwise). */
  language?: "en" | "ar",
): Promise<void> {
  const signUp = await request.post(`${baseUrl}/api/auth/register`, {
    data: {
      name,
      email,
      password: PASSWORD,
      ...(phone ? { phone } : {}),
      ...(language ? { language } : {}),
    },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  await signInThroughApi(request, baseUrl, { email, password: PASSWORD });
}

/** The sandbox card through the API, as the payment page would send it. */
const API_CARD = { number: CARDS.success, exp_month: 12, exp_year: 2040, cvc: "123" };

/**
 * Pays a quote with the sandbox card through the API and books it: the booking as the server
 * stored it and the intent as the sandbox left it (a quote for short nights is authorised only,
 * `requires_capture`: a request the resort decides on).
 */
export async function payQuoteThroughApi(
  request: APIRequestContext,
  baseUrl: string,
  quote: { quoteId: string; totalAmount: number },
): Promise<{ booking: StoredBooking; intent: { id: string; status: string }; httpStatus: number }> {
  const process = await request.post(`${baseUrl}/api/payment/process`, {
    data: { quoteId: quote.quoteId, amount: Math.round(quote.totalAmount * 100) },
  });
  const { client_secret } = await process.json();
  const paid = await request.post(`${baseUrl}/api/payment/sandbox/confirm`, {
    data: { client_secret, card: API_CARD },
  });
  const intent = (await paid.json()).paymentIntent;
  const booking = await request.post(`${baseUrl}/api/booking`, {
    data: { quoteId: quote.quoteId, paymentInfo: { id: intent.id, status: intent.status } },
  });
  if (!booking.ok()) throw new Error(`booking failed: ${booking.status()} ${await booking.text()}`);
  return { booking: (await booking.json()).data, intent, httpStatus: booking.status() };
}

/** A quote for a stay through the API (check-availability): its id, total and status. */
export async function quoteThroughApi(
  request: APIRequestContext,
  baseUrl: string,
  body: Record<string, unknown>,
): Promise<{ quoteId: string; totalAmount: number; status: string }> {
  const quote = await request.post(`${baseUrl}/api/booking/check-availability`, { data: body });
  expect(quote.status(), "check-availability").toBe(200);
  return (await quote.json()).data;
}

/** A whole paid booking through the API (quote, hold, sandbox card, booking), to fill nights. */
export async function bookThroughApi(
  request: APIRequestContext,
  baseUrl: string,
  body: Record<string, unknown>,
): Promise<StoredBooking> {
  const quote = await quoteThroughApi(request, baseUrl, body);
  return (await payQuoteThroughApi(request, baseUrl, quote)).booking;
}

/** The signed-in guest's regular bookings as the API stores them (with refunds, beyond the spec). */
export async function storedBookings(
  request: APIRequestContext,
  baseUrl: string,
): Promise<StoredBooking[]> {
  const response = await request.get(`${baseUrl}/api/booking/me`);
  expect(response.status()).toBe(200);
  return (await response.json()).booking.data;
}

export async function storedBooking(
  request: APIRequestContext,
  baseUrl: string,
  id: string,
): Promise<StoredBooking> {
  const booking = (await storedBookings(request, baseUrl)).find(
    (candidate) => candidate._id === id,
  );
  if (!booking) throw new Error(`booking ${id} is not in /api/booking/me`);
  return booking;
}

/** The labels of the booking form's stay, in the page's language (English unless given). */
type StayLabels = Pick<typeof en.bookingpage, "checkIn" | "checkOut">;

/** Types the stay's dates into the booking form. */
export async function fillStay(
  page: Page,
  dates: { checkIn: string; checkOut: string },
  labels: StayLabels = en.bookingpage,
): Promise<void> {
  await page.getByLabel(labels.checkIn, { exact: true }).fill(dates.checkIn);
  await page.getByLabel(labels.checkOut, { exact: true }).fill(dates.checkOut);
}

/** The room form's stay: the dates typed, then how many rooms and guests (the room type is the caller's). */
export async function fillRoomStay(
  page: Page,
  stay: { checkIn: string; checkOut: string; rooms: number; guests: number },
  labels: StayLabels & Pick<typeof en.bookingpage, "rooms" | "guests"> = en.bookingpage,
): Promise<void> {
  await fillStay(page, stay, labels);
  await page.getByLabel(labels.rooms, { exact: true }).fill(String(stay.rooms));
  await page.getByLabel(labels.guests, { exact: true }).fill(String(stay.guests));
}

/** Presses "Check availability" and answers the server's response to it. */
export async function checkAvailability(
  page: Page,
  label: string = en.bookingpage.checkAvailability,
): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) =>
      candidate.url().endsWith("/api/booking/check-availability"),
    ),
    page.getByRole("button", { name: label }).click(),
  ]);
  return response;
}

/** "Pay Now" in the availability popup, then the payment page (its URL carries the quote). */
export async function payNowInPopup(
  page: Page,
  labels: Pick<typeof en.bookingpage, "dialogTitle" | "payNow"> = en.bookingpage,
): Promise<void> {
  const dialog = page.getByRole("dialog", { name: labels.dialogTitle });
  await dialog.getByRole("button", { name: labels.payNow }).click();
  await page.waitForURL(/\/payment\?quote=/);
}

/** The labels of the payment page's card fields, in the page's language. */
export type CardLabels = Pick<typeof en.paymentpage.card, "number" | "expiry" | "cvc" | "name">;

/** Types a sandbox card (the one that succeeds unless told) into the payment page. */
export async function fillCard(
  page: Page,
  card: { number?: string; name?: string; labels?: CardLabels } = {},
): Promise<void> {
  const labels = card.labels ?? en.paymentpage.card;
  await page.getByLabel(labels.number).fill(card.number ?? CARDS.success);
  await page.getByLabel(labels.expiry).fill("12/40");
  await page.getByLabel(labels.cvc).fill("123");
  await page.getByLabel(labels.name).fill(card.name ?? "Amal Saeed");
}

/** Types the card and presses the Pay button named `pay` (its amount, or a pattern of it). */
export async function payWithCard(
  page: Page,
  pay: string | RegExp,
  card: { number?: string; name?: string; labels?: CardLabels } = {},
): Promise<void> {
  await fillCard(page, card);
  await page.getByRole("button", { name: pay }).click();
}

/**
 * The email the server wrote to its outbox folder (`dataDir`/outbox, no SMTP_URL) for `to`,
 * and whose subject starts with `subject` when given; the sender runs every second, later on a
 * busy machine.
 */
export async function outboxEmail(
  dataDir: string,
  to: string,
  options: { subject?: string; timeout?: number } = {},
): Promise<ParsedEmail> {
  const folder = path.join(dataDir, "outbox");
  let found: ParsedEmail | undefined;
  await expect
    .poll(
      async () => {
        for (const file of await readdir(folder).catch(() => [] as string[])) {
          const email = parseEml(await readFile(path.join(folder, file), "utf8"));
          const isSubject = !options.subject || email.subject.startsWith(options.subject);
          if (email.headers.to === to && isSubject) found = email;
        }
        return Boolean(found);
      },
      { timeout: options.timeout ?? 15_000, interval: 250 },
    )
    .toBe(true);
  if (!found) throw new Error(`no email${options.subject ? ` "${options.subject}"` : ""} to ${to}`);
  return found;
}

export type MyBookings = {
  booking: { data: { serviceType: string; status: string; paymentStatus: string }[] };
  packeageBooking: { data: { serviceType: string; status: string }[] };
};

export async function myBookings(request: APIRequestContext, baseUrl: string): Promise<MyBookings> {
  return (await request.get(`${baseUrl}/api/booking/me`)).json();
}

/**
 * Screenshots for people to look at; data/ is git-ignored. The whole page, or only what is in view
 * (`fullPage: false`: an open dialog, which a whole-page shot draws over the middle of the page).
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = path.join(REPO_ROOT, "data/e2e-screenshots");
  await mkdir(folder, { recursive: true });
  await page.screenshot({
    path: path.join(folder, `${name}.png`),
    fullPage: options.fullPage ?? true,
  });
}

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/** Serious and critical axe findings (WCAG 2.2 AA) on the page as it is now. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // axe judges the page as a guest sees it once it has settled: the web fonts in (a fallback font
  // wraps the service pills differently) and no scroll in progress (a focused error field scrolls
  // into view), so a layout caught half-way is never reported.
  // (A string: this project's TypeScript has no DOM types; it runs in the page.)
  await page.evaluate(`(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let stableFrames = 0;
    let lastY = window.scrollY;
    for (let frames = 0; frames < 120 && stableFrames < 3; frames += 1) {
      await frame();
      stableFrames = window.scrollY === lastY ? stableFrames + 1 : 0;
      lastY = window.scrollY;
    }
  })()`);
  await page.addScriptTag({ path: axePath });
  const result = (await page.evaluate(async () => {
    // @ts-expect-error axe is the global the script above defines
    return window.axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
      },
    });
  })) as { violations: AxeViolation[] };
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
