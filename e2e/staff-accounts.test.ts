import { STAFF_ROLE_NAMES, type StaffRole } from "@camp/shared/auth/staff-permissions";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { generate } from "otplib";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  bookThroughApi,
  need,
  newEmail,
  newGuestContext,
  newSignedInGuest,
  newStaffContext,
  outboxEmail,
  screenshot,
  seriousViolations,
  useBrowser,
} from "./journey-helpers";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const admin = inject("admin");
const browser = useBrowser();

/**
 * The owner of this journey is a second owner, invited by the one global-setup makes: every other
 * staff journey signs that one in with its password alone, which a second factor would break.
 */
const OWNER = { name: "Huda Owner", email: newEmail("staff-owner"), password: "falcon-oasis-27" };
const DESK = { name: "Omar Desk", email: newEmail("staff-desk"), password: "lantern-tide-91" };
const GUEST_NAME = "Rashid Arrival";

/** What one step leaves for the next (the steps run in order, as one resort's day). */
const journey: {
  owner?: { context: BrowserContext; page: Page; secret: string };
  desk?: { context: BrowserContext; page: Page; secret: string };
  /** The reference of the stay the desk member checked in. */
  checkedIn?: string;
  /** The desk member's console open on another device, which disabling must end. */
  deskElsewhere?: { context: BrowserContext; page: Page };
} = {};

afterAll(async () => {
  await journey.owner?.context.close();
  await journey.desk?.context.close();
  await journey.deskElsewhere?.context.close();
});

/** A base32 secret as a page may show it, grouped in fours for the eye. */
const plainSecret = (shown: string) => shown.replace(/\s+/g, "").toUpperCase();

/** The 30-second step of each secret's last code sent, so no code is ever sent twice. */
const lastStepUsed = new Map<string, number>();

/**
 * A code from the authenticator app, as a phone would show it. Never one of a step already used
 * (the server refuses a code at or before the last step it accepted) and never in the last
 * seconds of its step, so it is still good when the server reads it: up to half a minute's wait.
 */
async function nextTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    const secondsLeft = 30 - ((now / 1000) % 30);
    if (step !== lastStepUsed.get(secret) && secondsLeft > 4) {
      lastStepUsed.set(secret, step);
      return generate({ secret });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A phone's page never scrolls sideways (a wide table or dialog would show only half). */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.locator("html").evaluate((html) => html.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** Presses Tab until the focus is on the control named `name` (the keyboard's way to a button). */
async function tabTo(page: Page, name: string, most = 12): Promise<void> {
  for (let press = 0; press < most; press += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return active?.getAttribute("aria-label") ?? active?.textContent?.trim() ?? "";
    });
    if (focused === name) return;
  }
  throw new Error(`"${name}" is not within ${most} presses of Tab`);
}

type Words = typeof en;

/** How the audit log names a member: name, role and email. */
const actorInLog = (person: { name: string; email: string }, role: StaffRole) =>
  en.auditSentences.actorWithRole
    .replace("<name/>", person.name)
    .replace("<role/>", STAFF_ROLE_NAMES[role].en)
    .replace("<email/>", person.email);
const INVITATION_SUBJECT = { en: "You are invited", ar: "دعوة للانضمام" } as const;

/** The accept link of the invitation emailed to `email`, in its language. */
async function invitationLink(email: string, language: "en" | "ar"): Promise<string> {
  const message = await outboxEmail(dataDir, email, { subject: INVITATION_SUBJECT[language] });
  const link = /(http\S+\/staff\/accept\?\S+)/.exec(message.text)?.[1];
  if (!link) throw new Error(`no accept link in the invitation to ${email}`);
  expect(link.startsWith(`${baseUrl}/staff/accept?token=`)).toBe(true);
  expect(link.endsWith(`&lang=${language}`)).toBe(true);
  return link;
}

/** An owner invites someone from the Staff page's invite dialog, the email in `language`. */
async function invite(
  page: Page,
  person: { name: string; email: string },
  role: "owner" | "front_desk",
  language: "en" | "ar",
): Promise<void> {
  const words = en.adminStaff;
  await page.goto(`${baseUrl}/admin/staff`);
  await page.getByRole("heading", { level: 1, name: words.title }).waitFor();
  await page.getByRole("button", { name: words.invite, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: words.inviteDialog.title });
  await dialog.getByLabel(words.inviteDialog.name, { exact: true }).fill(person.name);
  await dialog.getByLabel(words.inviteDialog.email, { exact: true }).fill(person.email);
  await dialog.getByLabel(words.inviteDialog.role, { exact: true }).selectOption(role);
  await dialog.getByLabel(words.inviteDialog.language, { exact: true }).selectOption(language);
  await dialog.getByRole("button", { name: words.inviteDialog.submit }).click();
  await dialog.waitFor({ state: "detached" });
  // Waiting among the pending invitations until accepted.
  const pending = page.getByRole("region", { name: words.invitations.heading });
  await pending.getByRole("listitem").filter({ hasText: person.email }).waitFor();
}

/** The invited person opens the emailed link, chooses a password and is signed in. */
async function accept(page: Page, link: string, password: string, words: Words): Promise<void> {
  await page.goto(link);
  await page.getByLabel(words.staffInvitation.password, { exact: true }).fill(password);
  await page.getByLabel(words.staffInvitation.confirmPassword, { exact: true }).fill(password);
  await page.getByRole("button", { name: words.staffInvitation.submit }).click();
  await page.waitForURL((url) => url.pathname === "/admin/security");
}

/**
 * Sets up the authenticator app on the security page: the key read off the page (as someone
 * without a camera types it), the code typed and confirmed with the keyboard alone; the ten
 * recovery codes shown once. Answers the key.
 */
async function enrolTotp(page: Page, words: Words, shots: string): Promise<string> {
  const texts = words.accountSecurity;
  const setUp = page.getByRole("button", { name: texts.app.setUp });
  await setUp.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: texts.setup.title });
  await dialog.getByRole("img", { name: texts.setup.qrAlt }).waitFor();
  const key = dialog.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const secret = plainSecret(need((await key.textContent()) ?? undefined, "show the key"));
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await screenshot(page, `${shots}-setup`, { fullPage: false });
  await dialog.getByLabel(texts.setup.code, { exact: true }).focus();
  await page.keyboard.type(await nextTotpCode(secret));
  await tabTo(page, texts.setup.confirm);
  await page.keyboard.press("Enter");

  const shown = page.getByRole("dialog", { name: texts.recovery.shownTitle });
  const codes = shown.getByRole("list", { name: texts.recovery.listLabel }).getByRole("listitem");
  await expect.poll(() => codes.count()).toBe(10);
  for (const code of await codes.allTextContents())
    expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await screenshot(page, `${shots}-recovery-codes`, { fullPage: false });
  // The dialog waits until the codes are said to be saved: they are never shown again.
  await shown.getByLabel(texts.recovery.saved).check();
  await shown.getByRole("button", { name: texts.recovery.done, exact: true }).click();
  await shown.waitFor({ state: "detached" });
  return secret;
}

describe("[STAFF] an owner secures the console and runs the staff", () => {
  it("1. the resort's owner invites a second owner, who accepts and sets up an authenticator app by keyboard", async () => {
    const first = await newStaffContext(browser(), baseUrl, admin);
    try {
      await invite(await first.newPage(), OWNER, "owner", "en");
    } finally {
      await first.close();
    }
    const link = await invitationLink(OWNER.email, "en");

    const context = await newGuestContext(browser(), { bypassCSP: true });
    const page = await context.newPage();
    await accept(page, link, OWNER.password, en);
    const secret = await enrolTotp(page, en, "staff-security-totp-en-1280");
    journey.owner = { context, page, secret };
    const status = await (await context.request.get(`${baseUrl}/api/auth/two-factor`)).json();
    expect(status.data).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
  });

  it("2. the owner adds a passkey, signs out and signs in with the passkey alone", async () => {
    const { context, page } = need(journey.owner, "sign the owner in");
    const words = en.accountSecurity.passkeys;
    // Chromium's virtual authenticator stands in for the laptop's fingerprint reader.
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await page.goto(`${baseUrl}/admin/security`);
    await page.getByRole("button", { name: words.add, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: words.add });
    await dialog.getByLabel(words.name, { exact: true }).fill("Office laptop");
    await dialog.getByRole("button", { name: words.create }).click();
    await dialog.waitFor({ state: "detached" });
    await page
      .getByRole("button", { name: words.removeNamed.replace("{{name}}", "Office laptop") })
      .waitFor();
    const status = await (await context.request.get(`${baseUrl}/api/auth/two-factor`)).json();
    expect(status.data.passkeys).toHaveLength(1);
    await screenshot(page, "staff-security-passkey-en-1280");

    // Signed out, then in again with the passkey: no password, no code.
    await page.getByRole("button", { name: en.nav.welcome.replace("{{name}}", "Huda") }).click();
    await page.getByRole("button", { name: en.nav.logout }).click();
    await expect
      .poll(async () => (await context.request.get(`${baseUrl}/api/auth/get-user`)).status())
      .toBe(401);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole("button", { name: en.authpage.passkey.signIn }).click();
    await expect
      .poll(async () => {
        const me = await context.request.get(`${baseUrl}/api/auth/get-user`);
        return me.ok() ? (await me.json()).user.email : null;
      })
      .toBe(OWNER.email);
    expect(await page.getByLabel(en.authpage.secondStep.code).count()).toBe(0);
  });

  it("3. the owner invites a front desk member, who accepts and enrols in Arabic on a phone, checks a guest in and is refused the rates", async () => {
    const owner = need(journey.owner, "sign the owner in");
    // A guest's stay arrives today, in a tent: the other journeys' arrivals today are rooms.
    const guest = await newSignedInGuest(browser(), baseUrl, {
      email: newEmail("staff-arrival"),
      name: GUEST_NAME,
    });
    const today = resortToday();
    const booking = await bookThroughApi(guest.request, baseUrl, {
      serviceType: "camp",
      checkIn: today,
      checkOut: addDaysIso(today, 1),
      quantity: 1,
      guests: 2,
    });
    await guest.close();
    const reference = bookingReference(booking._id);

    // The desk member reads Arabic: the invitation, the accept page and the enrolment are in it.
    await invite(owner.page, DESK, "front_desk", "ar");
    const context = await newGuestContext(browser(), { width: 390, bypassCSP: true });
    const page = await context.newPage();
    await accept(page, await invitationLink(DESK.email, "ar"), DESK.password, ar);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    const secret = await enrolTotp(page, ar, "staff-security-totp-ar-390");
    await expectNoSidewaysScroll(page, 390);
    journey.desk = { context, page, secret };

    await page.goto(`${baseUrl}/admin/today?lang=ar`);
    const todaySection = page.getByRole("region", {
      name: new RegExp(`^${ar.adminToday.today}: `),
    });
    const arrival = todaySection.locator("li", {
      has: page.getByRole("link", { name: reference, exact: true }),
    });
    await arrival.getByRole("button", { name: ar.frontDesk.checkIn, exact: true }).click();
    const dialog = page.getByRole("dialog", {
      name: ar.frontDesk.confirm.checkInTitle.replace("{{guest}}", GUEST_NAME),
    });
    await dialog.getByRole("button", { name: ar.frontDesk.confirm.yes, exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await arrival
      .getByText(`${ar.frontDesk.status}: ${ar.adminBookings.status.checked_in}`)
      .waitFor();
    await screenshot(page, "staff-desk-checked-in-ar-390");
    journey.checkedIn = reference;

    // The rates are not the desk's: the console says so, and the API refuses them.
    await page.goto(`${baseUrl}/admin/rates?lang=ar`);
    await page.getByRole("heading", { level: 1, name: ar.consoleAccess.notForRoleTitle }).waitFor();
    await screenshot(page, "staff-desk-rates-refused-ar-390");
    const rates = await context.request.get(`${baseUrl}/api/admin/rates/weekend`);
    expect(rates.status()).toBe(403);
    expect((await rates.json()).code).toBe("FORBIDDEN_FOR_ROLE");
  });

  // A longer limit: the second sign-in may wait half a minute for the app's next code.
  it("4. the desk member signs in on a laptop with a code; the owner disables them and that console shows the sign-in page on its next action", async () => {
    const owner = need(journey.owner, "sign the owner in");
    const desk = need(journey.desk, "enrol the desk member");
    const context = await newGuestContext(browser(), { bypassCSP: true });
    const page = await context.newPage();
    journey.deskElsewhere = { context, page };
    await page.goto(`${baseUrl}/login?lang=en`);
    await page.getByLabel(en.authpage.email).fill(DESK.email);
    await page.getByLabel(en.authpage.password).fill(DESK.password);
    await page.getByRole("button", { name: en.authpage.loginButton, exact: true }).click();
    await page.getByLabel(en.authpage.secondStep.code).fill(await nextTotpCode(desk.secret));
    await page.getByRole("button", { name: en.authpage.secondStep.submit }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.goto(`${baseUrl}/admin/today`);
    await page.getByRole("heading", { level: 1, name: en.adminToday.title }).waitFor();

    // The owner disables the account from the Staff page.
    const words = en.adminStaff;
    await owner.page.goto(`${baseUrl}/admin/staff`);
    await owner.page
      .getByRole("button", { name: words.disableOf.replace("{{name}}", DESK.name) })
      .click();
    const confirm = owner.page.getByRole("dialog", {
      name: words.disableDialog.title.replace("{{name}}", DESK.name),
    });
    await confirm.getByRole("button", { name: words.disableDialog.confirm, exact: true }).click();
    await confirm.waitFor({ state: "detached" });
    // The row says so, and offers to enable the account again.
    const row = owner.page.getByRole("row").filter({ hasText: DESK.email });
    await row
      .getByRole("button", { name: words.enableOf.replace("{{name}}", DESK.name) })
      .waitFor();
    expect(await row.textContent()).toContain(words.disabled);
    await screenshot(owner.page, "staff-page-disabled-en-1280");

    // The audit log names each member with their role: the desk's check-in, the owner's disabling.
    await owner.page.getByRole("link", { name: en.adminConsole.nav.auditLog }).click();
    await owner.page.getByRole("heading", { level: 1, name: en.adminAuditLog.title }).waitFor();
    const reference = need(journey.checkedIn, "check the guest in");
    for (const [person, role, deed] of [
      [DESK, "front_desk", `checked in booking ${reference}`],
      [OWNER, "owner", `disabled the staff account of ${DESK.email}`],
    ] as const) {
      // Each member's own entries: the other journeys' staff write to the same log meanwhile.
      await owner.page.getByLabel(en.adminAuditLog.actor, { exact: true }).fill(person.email);
      await owner.page.getByRole("button", { name: en.adminAuditLog.apply }).click();
      const entry = owner.page.locator("li", { hasText: actorInLog(person, role) });
      await expect.poll(() => entry.filter({ hasText: deed }).count()).toBe(1);
    }
    await screenshot(owner.page, "staff-audit-log-en-1280");

    // The member's open console is signed out: its next press shows the sign-in page.
    await page.getByRole("link", { name: en.adminConsole.nav.bookings }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByRole("heading", { name: en.authpage.loginTitle }).waitFor();
    await screenshot(page, "staff-desk-signed-out-en-1280");
    // So is the phone, and the password no longer signs in.
    expect((await desk.context.request.get(`${baseUrl}/api/auth/get-user`)).status()).toBe(401);
    const again = await context.request.post(`${baseUrl}/api/auth/login`, {
      data: { email: DESK.email, password: DESK.password },
    });
    expect((await again.json()).code).toBe("ACCOUNT_DISABLED");
  }, 90_000);

  it("5. the Staff page and the security page read well in Arabic at 390 px", async () => {
    const owner = need(journey.owner, "sign the owner in");
    const page = await owner.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const pages = [
      { path: "/admin/staff", title: ar.adminStaff.title, shot: "staff-page-ar-390" },
      { path: "/admin/security", title: ar.accountSecurity.title, shot: "staff-security-ar-390" },
    ];
    for (const { path, title, shot } of pages) {
      await page.goto(`${baseUrl}${path}?lang=ar`);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
      await expectNoSidewaysScroll(page, 390);
      await screenshot(page, shot);
      expect(await seriousViolations(page, shot)).toEqual([]);
    }
    await page.close();
  });
});
