import { staffMessages } from "@camp/shared/auth/staff-messages";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userQueryKey } from "../../api/get-user";
import { answerFetch } from "../../testing/answer-fetch";
import { i18n, renderWithApp } from "../../testing/render-app";
import { LoginPage } from "./login";

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock("@simplewebauthn/browser", () => browser);

const owner = {
  name: "Noura Owner",
  email: "owner@resort.example",
  isStaff: true,
  role: "owner" as const,
  hasSecondFactor: true,
};
const signedIn = { status: 200, body: { success: true, user: owner } };
const secondStep = (methods: string[]) => ({
  status: 200,
  body: { success: true, data: { secondFactorRequired: true, methods } },
});
const invalidCode = {
  status: 401,
  body: { success: false, code: "INVALID_CODE", message: staffMessages.invalidCode },
};
const passkeyOptions = {
  status: 200,
  body: { success: true, data: { challengeId: "c1", options: { challenge: "abc" } } },
};

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderLogin(state?: unknown) {
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: { pathname: "/login", state } },
  );
}

async function enterPassword() {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText(i18n.t("authpage.email")), owner.email);
  await person.type(screen.getByLabelText(i18n.t("authpage.password")), "desert-rose-2026");
  await person.click(screen.getByRole("button", { name: i18n.t("authpage.loginButton") }));
  return person;
}

const bodyOf = (fetch: ReturnType<typeof vi.fn>, call: number) =>
  JSON.parse(fetch.mock.calls[call]?.[1]?.body as string);

describe("sign-in's second step (decision 054)", () => {
  beforeEach(() => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    browser.startAuthentication.mockReset();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage("en"));
  });

  it("asks for the app's code after the password, and signs in with it", async () => {
    const fetch = answerFetch(secondStep(["totp", "recovery"]), signedIn);
    const { queryClient } = renderLogin();
    const person = await enterPassword();
    const code = await screen.findByLabelText("Code from your authenticator app");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();

    await person.type(code, "123 456");
    await person.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByText("at /admin")).toBeTruthy();
    expect(fetch.mock.calls[1]?.[0]).toBe("/api/auth/login/second-factor");
    expect(bodyOf(fetch, 1)).toEqual({ code: "123456" });
    expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ email: owner.email });
  });

  it("checks the code's form before sending it", async () => {
    const fetch = answerFetch(secondStep(["totp", "recovery"]));
    renderLogin();
    const person = await enterPassword();
    await person.type(await screen.findByLabelText("Code from your authenticator app"), "12ab");
    await person.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByText(staffMessages.codeInvalidFormat)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("takes a recovery code instead, as printed", async () => {
    const fetch = answerFetch(secondStep(["totp", "recovery"]), signedIn);
    renderLogin();
    const person = await enterPassword();
    await person.click(await screen.findByRole("button", { name: "Use a recovery code" }));
    const field = screen.getByLabelText("Recovery code");
    await waitFor(() => expect(document.activeElement).toBe(field));
    await person.type(field, "ABCDE-12345");
    await person.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByText("at /admin")).toBeTruthy();
    expect(bodyOf(fetch, 1)).toEqual({ recoveryCode: "abcde12345" });
  });

  it("says a wrong code on the field, in Arabic on the Arabic site, and focuses it", async () => {
    await act(() => i18n.changeLanguage("ar"));
    answerFetch(secondStep(["totp", "recovery"]), invalidCode);
    renderLogin();
    const person = await enterPassword();
    const code = await screen.findByLabelText("الرمز من تطبيق المصادقة");
    await person.type(code, "000000");
    await person.click(screen.getByRole("button", { name: "تحقّق وسجّل الدخول" }));
    expect(await screen.findByText("هذا الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.")).toBeTruthy();
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(code);
  });

  it("says how long to wait after too many codes, in Arabic, and moves focus to it", async () => {
    await act(() => i18n.changeLanguage("ar"));
    const fetch = answerFetch(secondStep(["totp", "recovery"]));
    const wait = new Intl.NumberFormat("ar-AE", {
      style: "unit",
      unit: "minute",
      unitDisplay: "long",
    }).format(15);
    renderLogin();
    const person = await enterPassword();
    await person.type(await screen.findByLabelText("الرمز من تطبيق المصادقة"), "000000");
    // The wait comes only in the retry-after header here, as the throttle of the step sends it.
    fetch.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ success: false, code: "TOO_MANY_ATTEMPTS", message: "Too many." }),
        { status: 429, headers: { "retry-after": "900" } },
      ),
    );
    await person.click(screen.getByRole("button", { name: "تحقّق وسجّل الدخول" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(wait);
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
  });

  it("finishes with a passkey when the account has one", async () => {
    const fetch = answerFetch(secondStep(["passkey"]), passkeyOptions, signedIn);
    browser.startAuthentication.mockResolvedValue({ id: "cred-1" });
    renderLogin();
    const person = await enterPassword();
    expect(screen.queryByLabelText("Code from your authenticator app")).toBeNull();
    await person.click(await screen.findByRole("button", { name: "Use a passkey" }));
    expect(await screen.findByText("at /admin")).toBeTruthy();
    expect(fetch.mock.calls[1]?.[0]).toBe("/api/auth/passkeys/second-factor/options");
    expect(browser.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: "abc" },
    });
    expect(fetch.mock.calls[2]?.[0]).toBe("/api/auth/passkeys/second-factor");
    expect(bodyOf(fetch, 2)).toEqual({ challengeId: "c1", response: { id: "cred-1" } });
  });

  it("says a refused passkey in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    answerFetch(secondStep(["totp", "recovery", "passkey"]), passkeyOptions, {
      status: 400,
      body: { success: false, code: "PASSKEY_INVALID", message: staffMessages.passkeyInvalid },
    });
    browser.startAuthentication.mockResolvedValue({ id: "cred-1" });
    renderLogin();
    const person = await enterPassword();
    await person.click(await screen.findByRole("button", { name: "استخدم مفتاح مرور" }));
    expect((await screen.findByRole("alert")).textContent).toContain("تعذّر التحقق من مفتاح المرور");
  });

  it("shows the step at once after a password reset, saying why", async () => {
    answerFetch(signedIn);
    renderLogin({ secondFactor: { methods: ["totp", "recovery"], isAfterReset: true } });
    expect(screen.getByText(/Your password is changed/)).toBeTruthy();
    expect(screen.getByLabelText("Code from your authenticator app")).toBeTruthy();
  });
});

describe("sign-in with a passkey alone", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("signs in without the password", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    const fetch = answerFetch(passkeyOptions, signedIn);
    browser.startAuthentication.mockResolvedValue({ id: "cred-1" });
    renderLogin();
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    expect(await screen.findByText("at /admin")).toBeTruthy();
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([
      "/api/auth/passkeys/sign-in/options",
      "/api/auth/passkeys/sign-in",
    ]);
  });

  it("says so when the browser has no passkeys, and sends nothing", async () => {
    const fetch = answerFetch();
    renderLogin();
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    expect((await screen.findByRole("alert")).textContent).toContain("cannot use passkeys");
    expect(fetch).not.toHaveBeenCalled();
  });
});
