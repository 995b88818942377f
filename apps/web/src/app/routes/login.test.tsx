import { authMessages } from "@camp/shared/auth/auth-messages";
import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch } from "../../testing/answer-fetch";
import { i18n, renderWithApp } from "../../testing/render-app";
import { LoginPage } from "./login";

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

const amal: PublicUser = {
  name: "Amal Saeed",
  email: "amal@example.com",
  isStaff: false,
  role: "guest",
};

/** Sign-in as the route table has it, starting from a page that sent the guest here. */
function renderLogin(from?: string, user: PublicUser = amal) {
  answerFetch({ status: 200, body: { success: true, user } });
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: from ? { pathname: "/login", state: { from } } : "/login" },
  );
}

async function signIn() {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText(i18n.t("authpage.email")), "amal@example.com");
  await person.type(screen.getByLabelText(i18n.t("authpage.password")), "desert-rose-2026");
  await person.click(screen.getByRole("button", { name: i18n.t("authpage.loginButton") }));
}

describe("sign-in goes back where the guest came from (spec sections 4 and 6)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("returns to the protected page, query string included, after 1.5 seconds", async () => {
    renderLogin("/payment?quote=2b1f3c4d-0000-4000-8000-000000000001");
    await signIn();
    // The real 1.5 s wait: the global wait limit (src/testing/setup.ts) is well above it.
    expect(
      await screen.findByText("at /payment?quote=2b1f3c4d-0000-4000-8000-000000000001"),
    ).toBeTruthy();
  });

  it("says the booking continues when a booking form sent the guest", async () => {
    renderLogin("/booking/room");
    expect(screen.getByText(/Sign in to continue your booking/)).toBeTruthy();
  });

  it("goes to / when nothing sent the guest", async () => {
    renderLogin();
    expect(screen.queryByText(/Sign in to continue your booking/)).toBeNull();
    await signIn();
    expect(await screen.findByText("at /")).toBeTruthy();
  });

  const staff: PublicUser = { ...amal, isStaff: true, role: "front_desk" };

  it("takes staff to the console when nothing sent them", async () => {
    renderLogin(undefined, { ...staff, mustEnrolSecondFactor: false });
    await signIn();
    expect(await screen.findByText("at /admin")).toBeTruthy();
  });

  it("takes staff who must set up a second step to the security page first", async () => {
    renderLogin(undefined, { ...staff, mustEnrolSecondFactor: true });
    await signIn();
    expect(await screen.findByText("at /admin/security")).toBeTruthy();
  });

  it("returns staff to the console page that sent them", async () => {
    renderLogin("/admin/today", { ...staff, mustEnrolSecondFactor: false });
    await signIn();
    expect(await screen.findByText("at /admin/today")).toBeTruthy();
  });
});

/** The server's answer when a sign-in limit slows this attempt down (docs/decisions/002). */
function answerSlowed(limit: "account" | "address", retryAfterSeconds: number) {
  answerFetch({
    status: 429,
    body: {
      success: false,
      code: "TOO_MANY_ATTEMPTS",
      message: authMessages.tooManyAttempts,
      params: { retryAfterSeconds, limit },
    },
  });
  return renderWithApp(
    <>
      <LoginPage />
      <Toaster />
    </>,
    { route: "/login" },
  );
}

describe("sign-in slowed down by the limits (decision 002)", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage("en"));
  });

  it("says how long to wait and how else the owner gets in, when the account's limit answers", async () => {
    answerSlowed("account", 300);
    await signIn();
    const note = await screen.findByRole("alert");
    expect(note.textContent).toContain("Many passwords have been tried on this account lately");
    expect(note.textContent).toContain("Please try again in 5 minutes");
    expect(note.textContent).toContain("a phone or computer you have signed in on before");
    const reset = screen.getByRole("link", { name: "Or reset your password by email" });
    expect(reset.getAttribute("href")).toBe("/forgot-password");
    expect(
      await screen.findByText("Login failed: Too many attempts. Please try again in 5 minutes."),
    ).toBeTruthy();
  });

  it("says it in Arabic on the Arabic site", async () => {
    await act(() => i18n.changeLanguage("ar"));
    answerSlowed("account", 90);
    await signIn();
    const note = await screen.findByRole("alert");
    const wait = new Intl.NumberFormat("ar-AE", {
      style: "unit",
      unit: "minute",
      unitDisplay: "long",
    }).format(2);
    expect(note.textContent).toContain("جُرِّبت كلمات مرور كثيرة على هذا الحساب");
    expect(note.textContent).toContain(wait);
    expect(
      screen.getByRole("link", { name: "أو أعد تعيين كلمة المرور عبر البريد الإلكتروني" }),
    ).toBeTruthy();
  });

  it("gives only the wait, in a toast, when the address's own limit answers", async () => {
    answerSlowed("address", 30);
    await signIn();
    expect(
      await screen.findByText("Login failed: Too many attempts. Please try again in 30 seconds."),
    ).toBeTruthy();
    expect(screen.queryByText(/tried on this account/)).toBeNull();
  });
});
