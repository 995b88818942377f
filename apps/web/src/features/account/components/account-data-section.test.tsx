import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userQueryKey } from "../../../api/get-user";
import { setLanguage } from "../../../i18n/i18n";
import { renderWithApp } from "../../../testing/render-app";
import { AccountDataSection } from "./account-data-section";

const guest = {
  name: "Layla Hassan",
  email: "layla@example.com",
  isStaff: false,
  role: "guest" as const,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderSection() {
  return renderWithApp(
    <Routes>
      <Route path="/my-booking" element={<AccountDataSection />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { user: guest, route: "/my-booking" },
  );
}

describe("Your data on the guest's page", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await setLanguage("en");
  });

  it("downloads the guest's data as a JSON file named by the day", async () => {
    const user = userEvent.setup();
    const data = {
      exportedAt: "2026-11-25T10:00:00.000Z",
      profile: {
        name: guest.name,
        email: guest.email,
        phone: null,
        language: "en",
        createdAt: "2026-01-01T00:00:00.000Z",
      },
      bookings: [],
      messages: [],
      emails: [],
      signIns: [],
    };
    const fetch = vi.fn(async () => json(200, data));
    vi.stubGlobal("fetch", fetch);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => "blob:data");
    URL.revokeObjectURL = vi.fn();
    renderSection();
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(saved).toEqual(["desert-camp-my-data-2026-11-25.json"]));
    expect(fetch).toHaveBeenCalledWith("/api/auth/me/data", expect.anything());
  });

  it("asks for the password, shows a wrong one on the field, then deletes and signs out", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const answers = [
      json(400, {
        success: false,
        code: "VALIDATION_ERROR",
        message: "That is not your password",
        errors: { password: "That is not your password" },
      }),
      json(200, { success: true, message: "Your account has been deleted" }),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answers.shift() ?? json(500, {});
      }),
    );
    const { queryClient } = renderSection();
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(within(dialog).getByText(/tax invoices stay/)).toBeTruthy();
    const confirm = within(dialog).getByRole("button", { name: "Delete my account" });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    await user.type(within(dialog).getByLabelText("Your password"), "wrong-one");
    await user.click(confirm);
    expect(await within(dialog).findByText("That is not your password")).toBeTruthy();
    expect(within(dialog).getByLabelText("Your password").getAttribute("aria-invalid")).toBe(
      "true",
    );

    await user.clear(within(dialog).getByLabelText("Your password"));
    await user.type(within(dialog).getByLabelText("Your password"), "right-one{Enter}");
    expect(await screen.findByText("Home page")).toBeTruthy();
    expect(bodies).toEqual([{ password: "wrong-one" }, { password: "right-one" }]);
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
  });

  it("says why in Arabic when a stay is still to come", async () => {
    const user = userEvent.setup();
    await setLanguage("ar");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(409, {
          success: false,
          code: "ACCOUNT_HAS_UPCOMING_BOOKINGS",
          message: "You have a booking that is still to come.",
        }),
      ),
    );
    renderSection();
    await user.click(screen.getByRole("button", { name: "حذف حسابي" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("كلمة المرور"), "right-one");
    await user.click(within(dialog).getByRole("button", { name: "حذف حسابي" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "لديك إقامة قادمة. ألغِها أولاً، ثم احذف حسابك.",
    );
  });
});
