import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import { REPO_ROOT } from "../apps/server/src/config/env";

export const PASSWORD = "desert-rose-2026";
export const CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;

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
  const signIn = await request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password: PASSWORD },
  });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
}

/** A whole paid booking through the API (quote, hold, sandbox card, booking), to fill nights. */
export async function bookThroughApi(
  request: APIRequestContext,
  baseUrl: string,
  body: Record<string, unknown>,
): Promise<void> {
  const quote = await request.post(`${baseUrl}/api/booking/check-availability`, { data: body });
  const { quoteId, totalAmount } = (await quote.json()).data;
  const process = await request.post(`${baseUrl}/api/payment/process`, {
    data: { quoteId, amount: Math.round(totalAmount * 100) },
  });
  const { client_secret } = await process.json();
  const paid = await request.post(`${baseUrl}/api/payment/sandbox/confirm`, {
    data: {
      client_secret,
      card: { number: CARDS.success, exp_month: 12, exp_year: 2040, cvc: "123" },
    },
  });
  const intent = (await paid.json()).paymentIntent;
  const booking = await request.post(`${baseUrl}/api/booking`, {
    data: { quoteId, paymentInfo: { id: intent.id, status: intent.status } },
  });
  if (!booking.ok()) throw new Error(`booking failed: ${booking.status()} ${await booking.text()}`);
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
