import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import type { StaffRole } from "@camp/shared/auth/staff-permissions";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminStaffPage } from "./admin-staff-page";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import("sonner");

const me = (role: StaffRole): PublicUser => ({
  name: "Omar Owner",
  email: "omar@resort.example",
  isStaff: true,
  role,
});
const omar = {
  id: "6f1c1f3e-2a7b-4c55-9a3e-000000000001",
  name: "Omar Owner",
  email: "omar@resort.example",
  role: "owner",
  twoFactor: true,
  passkeys: 2,
  disabled: false,
  lastSignInAt: "2026-11-20T10:05:00.000Z",
};
const sara = {
  id: "6f1c1f3e-2a7b-4c55-9a3e-000000000002",
  name: "Sara Desk",
  email: "sara@resort.example",
  role: "front_desk",
  twoFactor: false,
  passkeys: 0,
  disabled: false,
  lastSignInAt: null,
};
const mina = {
  id: "6f1c1f3e-2a7b-4c55-9a3e-000000000003",
  name: "Mina Manager",
  email: "mina@resort.example",
  role: "manager",
  twoFactor: true,
  passkeys: 0,
  disabled: false,
  lastSignInAt: "2026-11-19T06:00:00.000Z",
};
const invitation = {
  id: "6f1c1f3e-2a7b-4c55-9a3e-000000000009",
  name: "Ali Revenue",
  email: "ali@resort.example",
  role: "revenue",
  expiresAt: "2026-11-23T10:00:00.000Z",
};

type Answer = { status: number; body: unknown };
type Call = { method: string; path: string; body: unknown };

/** Answers by method and path (a function answers by the call); records what was sent. */
function stubApi(answers: Record<string, Answer | ((call: Call) => Answer)>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        path: url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer = answers[`${call.method} ${url}`];
      const { status, body } =
        typeof answer === "function"
          ? answer(call)
          : (answer ?? { status: 404, body: { success: false, code: "NOT_FOUND", message: url } });
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

const lists = (members: unknown[] = [omar, sara, mina], invitations: unknown[] = [invitation]) => ({
  "GET /api/admin/staff": { status: 200, body: { success: true, data: members } },
  "GET /api/admin/staff/invitations": { status: 200, body: { success: true, data: invitations } },
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest("tr") as HTMLElement;

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  await act(() => i18n.changeLanguage("en"));
});

describe("AdminStaffPage, the list", () => {
  it("lists each account with its role, second factor, last sign-in and state", async () => {
    stubApi(lists());
    renderWithApp(<AdminStaffPage />, { user: me("owner"), route: "/admin/staff" });
    const omarRow = await rowOf("Omar Owner");
    expect(within(omarRow).getByText("Owner")).toBeTruthy();
    expect(within(omarRow).getByText("Yes")).toBeTruthy();
    expect(within(omarRow).getByText("Passkeys: 2")).toBeTruthy();
    expect(within(omarRow).getByText("(You)")).toBeTruthy();
    // 10:05 UTC is 14:05 on the resort's clock (Asia/Dubai).
    expect(within(omarRow).getByText(/20 Nov 2026.*2:05/)).toBeTruthy();
    // No buttons on one's own account: the API refuses NOT_YOURSELF.
    expect(within(omarRow).queryByRole("button")).toBeNull();
    const saraRow = await rowOf("Sara Desk");
    expect(within(saraRow).getByText("Front desk")).toBeTruthy();
    expect(within(saraRow).getByText("No")).toBeTruthy();
    expect(within(saraRow).getByText("Never")).toBeTruthy();
    expect(within(saraRow).getByText("Active")).toBeTruthy();
    expect(screen.getByText("Ali Revenue")).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Revoke the invitation of Ali Revenue" }),
    ).toBeTruthy();
  });

  it("gives a manager no buttons on an owner's or a manager's account, and no reset", async () => {
    stubApi(lists());
    renderWithApp(<AdminStaffPage />, {
      user: { ...me("manager"), name: "Other", email: "other@resort.example" },
      route: "/admin/staff",
    });
    expect(within(await rowOf("Mina Manager")).queryByRole("button")).toBeNull();
    expect(within(await rowOf("Omar Owner")).queryByRole("button")).toBeNull();
    const saraRow = await rowOf("Sara Desk");
    expect(
      within(saraRow).getByRole("button", { name: "Change the role of Sara Desk" }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Reset the second step/ })).toBeNull();
  });
});

describe("AdminStaffPage, inviting", () => {
  it("invites with the roles the inviter may give and the email's language", async () => {
    const calls = stubApi({
      ...lists(),
      "POST /api/admin/staff/invitations": {
        status: 201,
        body: { success: true, data: { id: "x" } },
      },
    });
    renderWithApp(<AdminStaffPage />, { user: me("manager"), route: "/admin/staff" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Invite staff" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a member of staff" });
    const roles = within(dialog).getByLabelText("Role") as HTMLSelectElement;
    // A manager gives the roles below manager only (staff.manage-senior is the owner's).
    expect([...roles.options].map((option) => option.textContent)).toEqual([
      "Front desk",
      "Revenue",
      "Accountant",
    ]);
    await user.type(within(dialog).getByLabelText("Full name"), "Huda Desk");
    await user.type(within(dialog).getByLabelText("Email"), "Huda@Resort.example");
    await user.selectOptions(roles, "accountant");
    await user.selectOptions(within(dialog).getByLabelText("Language of the email"), "ar");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Huda Desk",
      email: "huda@resort.example",
      role: "accountant",
      language: "ar",
    });
    expect(toast.success).toHaveBeenCalledWith("Invitation sent to huda@resort.example.");
  });

  it("says in Arabic, under the email, that a guest account has the email", async () => {
    await act(() => i18n.changeLanguage("ar"));
    stubApi({
      ...lists(),
      "POST /api/admin/staff/invitations": {
        status: 409,
        body: {
          success: false,
          code: "GUEST_ACCOUNT_EXISTS",
          message: "A guest account already uses this email.",
        },
      },
    });
    renderWithApp(<AdminStaffPage />, { user: me("owner"), route: "/admin/staff" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "دعوة موظف" }));
    const dialog = await screen.findByRole("dialog", { name: "دعوة موظف" });
    await user.type(within(dialog).getByLabelText("الاسم الكامل"), "Layla");
    await user.type(within(dialog).getByLabelText("البريد الإلكتروني"), "layla@example.com");
    await user.click(within(dialog).getByRole("button", { name: "إرسال الدعوة" }));
    const email = within(dialog).getByLabelText("البريد الإلكتروني");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    const error = document.getElementById(email.getAttribute("aria-describedby") ?? "");
    expect(error?.textContent).toMatch(/حساب ضيف/);
  });

  it("shows the schema's messages in Arabic before sending anything", async () => {
    await act(() => i18n.changeLanguage("ar"));
    const calls = stubApi(lists());
    renderWithApp(<AdminStaffPage />, { user: me("owner"), route: "/admin/staff" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "دعوة موظف" }));
    const dialog = await screen.findByRole("dialog", { name: "دعوة موظف" });
    await user.click(within(dialog).getByRole("button", { name: "إرسال الدعوة" }));
    expect(await within(dialog).findByText("الاسم الكامل مطلوب")).toBeTruthy();
    expect(within(dialog).getByText("البريد الإلكتروني مطلوب")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });
});

describe("AdminStaffPage, changing an account", () => {
  it("changes a role", async () => {
    const calls = stubApi({
      ...lists(),
      [`PATCH /api/admin/staff/${sara.id}`]: {
        status: 200,
        body: { success: true, data: { ...sara, role: "revenue" } },
      },
    });
    renderWithApp(<AdminStaffPage />, { user: me("owner"), route: "/admin/staff" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Change the role of Sara Desk" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the role of Sara Desk" });
    await user.selectOptions(within(dialog).getByLabelText("Role"), "revenue");
    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ role: "revenue" });
    expect(toast.success).toHaveBeenCalledWith("Sara Desk is now Revenue.");
  });

  it("disables only after the confirmation, and shows a refusal in the dialog", async () => {
    let tries = 0;
    const calls = stubApi({
      ...lists(),
      [`PATCH /api/admin/staff/${sara.id}`]: () => {
        tries += 1;
        return tries === 1
          ? {
              status: 403,
              body: {
                success: false,
                code: "FORBIDDEN_FOR_ROLE",
                message: "Your role does not allow this. Ask an owner or a manager.",
              },
            }
          : { status: 200, body: { success: true, data: { ...sara, disabled: true } } };
      },
    });
    renderWithApp(<AdminStaffPage />, { user: me("owner"), route: "/admin/staff" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Disable Sara Desk" }));
    const dialog = await screen.findByRole("dialog", { name: "Disable Sara Desk?" });
    expect(dialog.textContent).toMatch(/signed out everywhere at once/);
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Disable" }));
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Your role does not allow this. Ask an owner or a manager.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Disable" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((call) => call.method === "PATCH").at(-1)?.body).toEqual({
      disabled: true,
    });
    expect(toast.success).toHaveBeenCalledWith("Sara Desk is disabled and signed out.");
  });

  it("signs an account out everywhere and says how many sessions ended", async () => {
    stubApi({
      ...lists(),
      [`POST /api/admin/staff/${sara.id}/sign-out`]: {
        status: 200,
        body: { success: true, data: { ended: 3 } },
      },
    });
    renderWithApp(<AdminStaffPage />, { user: me("owner"), route: "/admin/staff" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign Sara Desk out everywhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign Sara Desk out everywhere?" });
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Sara Desk is signed out. Sessions ended: 3."),
    );
  });

  it("lets an owner reset a second factor, after the confirmation", async () => {
    const calls = stubApi({
      ...lists(),
      [`POST /api/admin/staff/${mina.id}/reset-two-factor`]: {
        status: 200,
        body: { success: true },
      },
    });
    renderWithApp(<AdminStaffPage />, { user: me("owner"), route: "/admin/staff" });
    const user = userEvent.setup();
    // Sara has none to reset.
    expect(screen.queryByRole("button", { name: "Reset the second step of Sara Desk" })).toBeNull();
    await user.click(
      await screen.findByRole("button", { name: "Reset the second step of Mina Manager" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Reset the second step of Mina Manager?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.path.endsWith("/reset-two-factor"))).toBe(true);
  });

  it("says the last owner cannot be demoted, in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    const other = {
      ...omar,
      id: "6f1c1f3e-2a7b-4c55-9a3e-000000000004",
      email: "o2@x.example",
      name: "Noor",
    };
    stubApi({
      ...lists([omar, other]),
      [`PATCH /api/admin/staff/${other.id}`]: {
        status: 409,
        body: {
          success: false,
          code: "LAST_OWNER",
          message: "The resort must keep at least one owner who can sign in.",
        },
      },
    });
    renderWithApp(<AdminStaffPage />, { user: me("owner"), route: "/admin/staff" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "تغيير دور Noor" }));
    const dialog = await screen.findByRole("dialog", { name: "تغيير دور Noor" });
    await user.selectOptions(within(dialog).getByLabelText("الدور"), "manager");
    await user.click(within(dialog).getByRole("button", { name: "تغيير الدور" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "يجب أن يبقى للمنتجع مالك واحد على الأقل يمكنه تسجيل الدخول.",
    );
  });
});

describe("AdminStaffPage, the keyboard", () => {
  it("gives the keyboard back to the button that opened a dialog when Escape closes it", async () => {
    stubApi(lists());
    renderWithApp(<AdminStaffPage />, { user: me("owner"), route: "/admin/staff" });
    const user = userEvent.setup();
    for (const name of ["Invite staff", "Change the role of Sara Desk"]) {
      const opener = await screen.findByRole("button", { name });
      opener.focus();
      await user.keyboard("{Enter}");
      await screen.findByRole("dialog");
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });
});

describe("AdminStaffPage, long emails", () => {
  it("lets an email wrap before its @ and after its dots, never mid-word", async () => {
    stubApi(lists());
    renderWithApp(<AdminStaffPage />, { user: me("owner"), route: "/admin/staff" });
    const email = await screen.findByText("sara@resort.example");
    expect(email.innerHTML).toBe("sara<wbr>@resort.<wbr>example");
    expect(email.closest(".break-all")).toBeNull();
  });
});
