import { staffMessages } from "@camp/shared/auth/staff-messages";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, setReauthHandler, setUnauthorizedHandler } from "../lib/api-client";
import { i18n, renderWithApp } from "../testing/render-app";
import { askToReauthenticate } from "./reauth-dialog";

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock("@simplewebauthn/browser", () => browser);

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status });
const reauthRequired = {
  status: 401,
  body: { success: false, code: "REAUTH_REQUIRED", message: staffMessages.reauthRequired },
};
const fresh = {
  status: 200,
  body: { success: true, data: { freshUntil: "2026-11-29T12:10:00Z" } },
};
const status = (totp: boolean, passkeys = 0) => ({
  status: 200,
  body: {
    success: true,
    data: {
      totp,
      recoveryCodesLeft: totp ? 10 : 0,
      passkeys: Array.from({ length: passkeys }, (_, index) => ({
        id: `p${index}`,
        name: `Key ${index}`,
        createdAt: "2026-11-01T08:00:00Z",
        lastUsedAt: null,
      })),
      required: true,
    },
  },
});

/**
 * A fake API that answers by method and path, each in turn from its own list (the dialog reads
 * the account's factors while the action waits), and records what was sent.
 */
function fakeApi(answers: Record<string, Answer[]>) {
  const sent: { call: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const call = `${init.method ?? "GET"} ${url.replace("/api", "")}`;
    sent.push({ call, body: init.body ? JSON.parse(init.body as string) : undefined });
    const answer = answers[call]?.shift();
    if (!answer) throw new Error(`no answer for ${call}`);
    return json(answer);
  });
  vi.stubGlobal("fetch", fetch);
  return sent;
}

/** A page with one risky action: removing the authenticator app. */
function RiskyAction() {
  const [outcome, setOutcome] = useState("");
  const remove = () =>
    apiRequest<{ success: boolean }>("/auth/two-factor/totp", { method: "DELETE" }).then(
      () => setOutcome("removed"),
      (error: Error & { code?: string }) => setOutcome(`refused: ${error.code}`),
    );
  return (
    <>
      <button type="button" onClick={remove}>
        Remove the app
      </button>
      <p>{outcome}</p>
    </>
  );
}

function renderAction(hasSecondFactor = true) {
  const onUnauthorized = vi.fn();
  setUnauthorizedHandler(onUnauthorized);
  const user = {
    name: "Noura",
    email: "owner@resort.example",
    isStaff: true,
    role: "owner" as const,
    hasSecondFactor,
  };
  const { queryClient } = renderWithApp(<RiskyAction />, { user, route: "/admin/security" });
  setReauthHandler(() => askToReauthenticate(queryClient));
  return { onUnauthorized };
}

describe("re-authentication dialog (decision 054)", () => {
  afterEach(async () => {
    // The dialog draws in a root of its own, which Testing Library's cleanup does not reach.
    if (screen.queryByRole("dialog")) await userEvent.setup().keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    setReauthHandler(undefined);
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage("en"));
  });

  it("asks for the code on 401 REAUTH_REQUIRED, then sends the action once more", async () => {
    const sent = fakeApi({
      "DELETE /auth/two-factor/totp": [reauthRequired, { status: 200, body: { success: true } }],
      "GET /auth/two-factor": [status(true)],
      "POST /auth/reauth": [fresh],
    });
    const { onUnauthorized } = renderAction();
    const person = userEvent.setup();
    await person.click(screen.getByRole("button", { name: "Remove the app" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm it is you" });
    const code = screen.getByLabelText("Code from your authenticator app");
    await waitFor(() => expect(document.activeElement).toBe(code));
    await person.type(code, "123456");
    await person.click(screen.getByRole("button", { name: "Confirm" }));

    expect(await screen.findByText("removed")).toBeTruthy();
    expect(dialog.isConnected).toBe(false);
    expect(sent.map((request) => request.call)).toEqual([
      "DELETE /auth/two-factor/totp",
      "GET /auth/two-factor",
      "POST /auth/reauth",
      "DELETE /auth/two-factor/totp",
    ]);
    expect(sent[2]?.body).toEqual({ code: "123456" });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("keeps the dialog open on a wrong code, said in Arabic on its field, without signing out", async () => {
    await act(() => i18n.changeLanguage("ar"));
    fakeApi({
      "DELETE /auth/two-factor/totp": [reauthRequired],
      "GET /auth/two-factor": [status(true)],
      "POST /auth/reauth": [
        {
          status: 401,
          body: { success: false, code: "INVALID_CODE", message: staffMessages.invalidCode },
        },
      ],
    });
    const { onUnauthorized } = renderAction();
    const person = userEvent.setup();
    await person.click(screen.getByRole("button", { name: "Remove the app" }));
    await screen.findByRole("dialog", { name: "أكّد هويتك" });
    await person.type(screen.getByLabelText("الرمز من تطبيق المصادقة"), "000000");
    await person.click(screen.getByRole("button", { name: "تأكيد" }));
    expect(await screen.findByText("هذا الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("gives the action its refusal back when cancelled", async () => {
    const sent = fakeApi({
      "DELETE /auth/two-factor/totp": [reauthRequired],
      "GET /auth/two-factor": [status(true)],
    });
    renderAction();
    const person = userEvent.setup();
    await person.click(screen.getByRole("button", { name: "Remove the app" }));
    await screen.findByRole("dialog");
    await person.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("refused: REAUTH_REQUIRED")).toBeTruthy();
    expect(sent.filter((request) => request.call.startsWith("DELETE"))).toHaveLength(1);
  });

  it("asks for the password on an account without a second factor", async () => {
    const sent = fakeApi({
      "DELETE /auth/two-factor/totp": [reauthRequired, { status: 200, body: { success: true } }],
      "POST /auth/reauth": [fresh],
    });
    renderAction(false);
    const person = userEvent.setup();
    await person.click(screen.getByRole("button", { name: "Remove the app" }));
    await screen.findByText("This action asks for your password again.");
    await person.type(screen.getByLabelText("Password"), "desert-rose-2026");
    await person.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("removed")).toBeTruthy();
    expect(sent.find((request) => request.call === "POST /auth/reauth")?.body).toEqual({
      password: "desert-rose-2026",
    });
    expect(sent.some((request) => request.call === "GET /auth/two-factor")).toBe(false);
  });

  it("confirms with a passkey on an account with passkeys only", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    browser.startAuthentication.mockResolvedValue({ id: "cred-1" });
    const sent = fakeApi({
      "DELETE /auth/two-factor/totp": [reauthRequired, { status: 200, body: { success: true } }],
      "GET /auth/two-factor": [status(false, 1)],
      "POST /auth/passkeys/reauth/options": [
        { status: 200, body: { success: true, data: { challengeId: "c9", options: {} } } },
      ],
      "POST /auth/passkeys/reauth": [fresh],
    });
    renderAction();
    const person = userEvent.setup();
    await person.click(screen.getByRole("button", { name: "Remove the app" }));
    await screen.findByText(
      "This action asks for your second sign-in step again. Use your passkey.",
    );
    expect(screen.queryByLabelText("Code from your authenticator app")).toBeNull();
    await person.click(screen.getByRole("button", { name: "Use a passkey" }));
    expect(await screen.findByText("removed")).toBeTruthy();
    expect(sent.find((request) => request.call === "POST /auth/passkeys/reauth")?.body).toEqual({
      challengeId: "c9",
      response: { id: "cred-1" },
    });
  });
});
