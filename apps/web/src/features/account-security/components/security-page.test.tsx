import { staffMessages } from "@camp/shared/auth/staff-messages";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { SecurityPage } from "./security-page";

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock("@simplewebauthn/browser", () => browser);

const owner = {
  name: "Noura",
  email: "owner@resort.example",
  isStaff: true,
  role: "owner" as const,
  hasSecondFactor: false,
  mustEnrolSecondFactor: true,
};
const CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

type Status = {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  required: boolean;
};
type Answer = { status: number; body: unknown };

/**
 * The server as the page meets it: the account's status, which each change updates, and the
 * answers queued per call; what was sent is recorded.
 */
function fakeServer(initial: Status, answers: Record<string, Answer[]> = {}) {
  const state = { status: initial };
  const sent: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = `${init.method ?? "GET"} ${url.replace("/api", "")}`;
      sent.push({ call, body: init.body ? JSON.parse(init.body as string) : undefined });
      const queued = answers[call]?.shift();
      if (queued) return new Response(JSON.stringify(queued.body), { status: queued.status });
      if (call === "GET /auth/two-factor") {
        return new Response(JSON.stringify({ success: true, data: state.status }));
      }
      if (call === "GET /auth/session") {
        return new Response(JSON.stringify({ success: true, user: owner }));
      }
      throw new Error(`unexpected ${call}`);
    }),
  );
  return { state, sent };
}

/** jsdom's Blob has no text(): its FileReader reads it. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

const off: Status = { totp: false, recoveryCodesLeft: 0, passkeys: [], required: true };

describe("the security page (decision 054)", () => {
  beforeEach(() => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    browser.startRegistration.mockReset();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage("en"));
  });

  it("says first that the resort requires a second step when the account has none", async () => {
    fakeServer(off);
    renderWithApp(<SecurityPage />, { user: owner });
    expect(
      await screen.findByText(/asks every member of staff for a second sign-in step/),
    ).toBeTruthy();
    expect(await screen.findByText("No passkeys yet.")).toBeTruthy();
  });

  it("welcomes a member who just accepted their invitation on the page, not in a toast over a dialog", async () => {
    fakeServer(off);
    renderWithApp(<SecurityPage />, {
      user: owner,
      route: { pathname: "/admin/security", state: { welcome: true } },
    });
    expect((await screen.findByRole("status")).textContent).toBe(
      "Welcome! Now set up your second sign-in step.",
    );
  });

  it("sets up the app: QR code and key, the first code, then the recovery codes shown once", async () => {
    const { state, sent } = fakeServer(off, {
      "POST /auth/two-factor/totp/setup": [
        {
          status: 200,
          body: {
            success: true,
            data: {
              secret: "JBSWY3DPEHPK3PXPJBSWY3DP",
              otpauthUrl: "otpauth://totp/x",
              qrCodeSvg: SVG,
            },
          },
        },
      ],
      "POST /auth/two-factor/totp/confirm": [
        {
          status: 401,
          body: { success: false, code: "INVALID_CODE", message: staffMessages.invalidCode },
        },
        { status: 200, body: { success: true, data: { recoveryCodes: CODES, otherSessions: 0 } } },
      ],
    });
    renderWithApp(<SecurityPage />, { user: owner });
    const person = userEvent.setup();
    await person.click(await screen.findByRole("button", { name: "Set up the authenticator app" }));

    const dialog = await screen.findByRole("dialog", { name: "Set up the authenticator app" });
    const qr = await within(dialog).findByRole("img", { name: /QR code/ });
    // The server's drawing as an image from a data: URL: no request, no script.
    expect(qr.getAttribute("src")).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`,
    );
    expect(within(dialog).getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP")).toBeTruthy();

    const code = within(dialog).getByLabelText("Code from the app");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    await person.type(code, "000000");
    await person.click(within(dialog).getByRole("button", { name: "Turn on" }));
    expect(await within(dialog).findByText(staffMessages.invalidCode)).toBeTruthy();
    expect(document.activeElement).toBe(code);

    state.status = { ...off, totp: true, recoveryCodesLeft: 10 };
    await person.clear(code);
    await person.type(code, "123456");
    await person.click(within(dialog).getByRole("button", { name: "Turn on" }));

    const shown = await screen.findByRole("dialog", { name: "Save your recovery codes" });
    const list = within(shown).getByRole("list", { name: "Your recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(sent.filter((request) => request.call.endsWith("/confirm")).at(-1)?.body).toEqual({
      code: "123456",
    });
    // Done waits for "I have saved these codes"; Escape does not lose them either.
    const done = within(shown).getByRole("button", { name: "Done" });
    expect(done.hasAttribute("disabled")).toBe(true);
    await person.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Save your recovery codes" })).toBeTruthy();
    await person.click(within(shown).getByLabelText("I have saved these codes"));
    await person.click(done);

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText(CODES[0] as string)).toBeNull();
    expect(await screen.findByText("Recovery codes left: 10")).toBeTruthy();
    expect(screen.getByText(/The authenticator app is on/)).toBeTruthy();
  });

  it("downloads the codes as a .txt file", async () => {
    fakeServer(
      { ...off, totp: true, recoveryCodesLeft: 3 },
      {
        "POST /auth/two-factor/recovery-codes": [
          {
            status: 200,
            body: { success: true, data: { recoveryCodes: CODES, otherSessions: 0 } },
          },
        ],
      },
    );
    const files: { name: string; blob: Blob }[] = [];
    URL.createObjectURL = (blob) => {
      files.push({ name: "", blob: blob as Blob });
      return "blob:codes";
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const file = files.at(-1);
      if (file) file.name = this.download;
    });
    renderWithApp(<SecurityPage />, { user: owner });
    const person = userEvent.setup();
    await person.click(await screen.findByRole("button", { name: "Make new recovery codes" }));
    await person.click(await screen.findByRole("button", { name: "Make new codes" }));
    await person.click(await screen.findByRole("button", { name: "Download as a text file" }));
    expect(files[0]?.name).toBe("desert-camp-recovery-codes.txt");
    const text = await readText(files[0]?.blob as Blob);
    expect(text).toContain("owner@resort.example");
    expect(text).toContain(CODES.join("\n"));
    click.mockRestore();
  });

  it("adds a passkey through the browser, then offers to sign out the other sessions", async () => {
    const { state, sent } = fakeServer(off, {
      "POST /auth/passkeys/register/options": [
        {
          status: 200,
          body: { success: true, data: { challengeId: "c1", options: { challenge: "xyz" } } },
        },
      ],
      "POST /auth/passkeys/register": [
        {
          status: 201,
          body: {
            success: true,
            data: {
              id: "p1",
              name: "Front desk laptop",
              createdAt: "2026-11-29T08:00:00Z",
              lastUsedAt: null,
              otherSessions: 2,
            },
          },
        },
      ],
      "POST /auth/sessions/sign-out-others": [
        { status: 200, body: { success: true, data: { ended: 2 } } },
      ],
    });
    browser.startRegistration.mockResolvedValue({ id: "new-cred" });
    renderWithApp(<SecurityPage />, { user: owner });
    const person = userEvent.setup();
    await person.click(await screen.findByRole("button", { name: "Add a passkey" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a passkey" });
    await person.type(within(dialog).getByLabelText("Passkey name"), "Front desk laptop");
    state.status = {
      ...off,
      passkeys: [
        {
          id: "p1",
          name: "Front desk laptop",
          createdAt: "2026-11-29T08:00:00Z",
          lastUsedAt: null,
        },
      ],
    };
    await person.click(within(dialog).getByRole("button", { name: "Create the passkey" }));

    expect(await screen.findByText("Passkey “Front desk laptop” added.")).toBeTruthy();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: "xyz" } });
    expect(sent.find((request) => request.call === "POST /auth/passkeys/register")?.body).toEqual({
      challengeId: "c1",
      name: "Front desk laptop",
      response: { id: "new-cred" },
    });
    expect(await screen.findByRole("button", { name: "Rename Front desk laptop" })).toBeTruthy();
    // The resort no longer requires anything of this account.
    await waitFor(() => expect(screen.queryByText(/asks every member of staff/)).toBeNull());

    const offer = screen.getByRole("region", { name: "Sign out your other sessions?" });
    expect(offer.textContent).toContain("2 other browsers");
    await person.click(within(offer).getByRole("button", { name: "Sign out other sessions" }));
    expect(await screen.findByText("Other sessions signed out: 2.")).toBeTruthy();
  });

  it("gives the keyboard back to the button that opened a dialog when Escape closes it", async () => {
    fakeServer(off);
    renderWithApp(<SecurityPage />, { user: owner });
    const person = userEvent.setup();
    const opener = await screen.findByRole("button", { name: "Add a passkey" });
    opener.focus();
    await person.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "Add a passkey" });
    await person.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("says the passkey's name is needed, in Arabic, before asking the browser", async () => {
    await act(() => i18n.changeLanguage("ar"));
    fakeServer(off);
    renderWithApp(<SecurityPage />, { user: { ...owner, mustEnrolSecondFactor: false } });
    const person = userEvent.setup();
    await person.click(await screen.findByRole("button", { name: "إضافة مفتاح مرور" }));
    await person.click(await screen.findByRole("button", { name: "إنشاء مفتاح المرور" }));
    expect(await screen.findByText("أدخل اسماً لمفتاح المرور")).toBeTruthy();
    expect(browser.startRegistration).not.toHaveBeenCalled();
  });
});
