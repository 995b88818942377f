import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import { STAFF_ROLES, type StaffRole } from "@camp/shared/auth/staff-permissions";
import { paths } from "@camp/shared/routes/site-paths";
import { act, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userQueryKey } from "../api/get-user";
import { AdminLayout } from "../features/admin-console/components/admin-layout";
import { CONSOLE_SECTIONS } from "../features/admin-console/lib/console-sections";
import { ApiError } from "../lib/api-client";
import { i18n, renderWithApp } from "../testing/render-app";
import { ConsoleHome, gatedPage } from "./console-gate";
import { watchSecondFactorRequired } from "./second-factor-required";

const staff = (role: StaffRole, extra: Partial<PublicUser> = {}): PublicUser => ({
  name: "Mona Staff",
  email: "mona@resort.example",
  isStaff: true,
  role,
  ...extra,
});

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

const GatedWhere = gatedPage("today.read", Where);

/** The console as the router draws it: the frame, /admin's home and each section behind its gate. */
function renderConsole(user: PublicUser, route: string) {
  const pages = CONSOLE_SECTIONS.map((section) => {
    const Page = gatedPage(section.access, () => <p>page of {section.to}</p>);
    return <Route key={section.to} path={section.to} element={<Page />} />;
  });
  return renderWithApp(
    <Routes>
      <Route path={paths.admin} element={<AdminLayout />}>
        <Route index element={<ConsoleHome />} />
        {pages}
      </Route>
    </Routes>,
    { user, route },
  );
}

const menuOf = () =>
  within(screen.getByRole("navigation", { name: "Console sections" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage("en"));
});

describe("the console by role (the permission table)", () => {
  it.each([
    ["owner", 17],
    ["manager", 17],
  ] as const)("shows the %s every section", (role, count) => {
    renderConsole(staff(role), paths.adminSecurity);
    expect(menuOf()).toHaveLength(count);
  });

  it("wraps the owner's row of sections from a tablet's width up, and scrolls it on a phone", () => {
    renderConsole(staff("owner"), paths.adminSecurity);
    const row = within(screen.getByRole("navigation", { name: "Console sections" })).getByRole(
      "list",
    );
    expect(row.className).toMatch(/\bmd:flex-wrap\b/);
    expect(row.className).toMatch(/\boverflow-x-auto\b/);
  });

  it("shows the front desk its desk's sections only", () => {
    renderConsole(staff("front_desk"), paths.adminToday);
    expect(menuOf()).toEqual([
      "Bookings",
      "Payment links",
      "Today",
      "Cash report",
      "Messages",
      "Security",
    ]);
  });

  it("shows revenue its sections only", () => {
    renderConsole(staff("revenue"), paths.adminRates);
    expect(menuOf()).toEqual([
      "Reports",
      "Channels",
      "Waiting list",
      "Rates",
      "Promo codes",
      "Security",
    ]);
  });

  it("shows the accountant what it reads", () => {
    renderConsole(staff("accountant"), paths.adminReports);
    expect(menuOf()).toEqual([
      "Bookings",
      "Payment links",
      "Reports",
      "Cash report",
      "Tax settings",
      "Audit log",
      "Security",
    ]);
  });

  it.each([
    ["owner", paths.adminBookings],
    ["manager", paths.adminBookings],
    ["front_desk", paths.adminToday],
    ["revenue", paths.adminRates],
    ["accountant", paths.adminReports],
  ] as const)("opens /admin for %s on its first page", async (role, home) => {
    renderConsole(staff(role), paths.admin);
    expect(await screen.findByText(`page of ${home}`)).toBeTruthy();
  });

  it("shows the front desk 'not for your role' on the rates page, with its role's name", () => {
    renderConsole(staff("front_desk"), paths.adminRates);
    expect(
      screen.getByRole("heading", { level: 1, name: "This page is not for your role" }),
    ).toBeTruthy();
    expect(screen.getByText(/Your role, Front desk, does not include this page/)).toBeTruthy();
    expect(screen.queryByText(`page of ${paths.adminRates}`)).toBeNull();
    expect(screen.getByRole("link", { name: "Go to your pages" }).getAttribute("href")).toBe(
      paths.adminToday,
    );
  });

  it("says it in Arabic, with the role's Arabic name", async () => {
    await act(() => i18n.changeLanguage("ar"));
    renderConsole(staff("revenue"), paths.adminStaff);
    expect(
      screen.getByRole("heading", { level: 1, name: "هذه الصفحة ليست ضمن دورك" }),
    ).toBeTruthy();
    expect(screen.getByText(/دورك \(الإيرادات\) لا يشمل هذه الصفحة/)).toBeTruthy();
  });

  it("lets every role open a page its role includes, and the security page", () => {
    for (const role of STAFF_ROLES) {
      const { unmount } = renderConsole(staff(role), paths.adminSecurity);
      expect(screen.getByText(`page of ${paths.adminSecurity}`)).toBeTruthy();
      unmount();
    }
  });
});

describe("a staff account that must set up a second factor", () => {
  it("is led to the security page from any console page, and sees only it in the menu", async () => {
    renderConsole(staff("owner", { mustEnrolSecondFactor: true }), paths.adminRates);
    expect(await screen.findByText(`page of ${paths.adminSecurity}`)).toBeTruthy();
    expect(menuOf()).toEqual(["Security"]);
  });

  it("is led there when a console call answers 403 TWO_FACTOR_REQUIRED", async () => {
    const { queryClient } = renderWithApp(
      <Routes>
        <Route path={paths.admin} element={<AdminLayout />}>
          <Route path={paths.adminToday} element={<GatedWhere />} />
          <Route path={paths.adminSecurity} element={<Where />} />
        </Route>
      </Routes>,
      { user: staff("front_desk"), route: paths.adminToday },
    );
    const stop = watchSecondFactorRequired(queryClient);
    expect(screen.getByText(`at ${paths.adminToday}`)).toBeTruthy();
    await act(async () => {
      await queryClient
        .fetchQuery({
          queryKey: ["admin", "today"],
          queryFn: () => {
            throw new ApiError(403, "TWO_FACTOR_REQUIRED", "Set up a second sign-in step");
          },
        })
        .catch(() => {});
    });
    await waitFor(() => expect(screen.getByText(`at ${paths.adminSecurity}`)).toBeTruthy());
    expect(queryClient.getQueryData<PublicUser>(userQueryKey)?.mustEnrolSecondFactor).toBe(true);
    stop();
  });

  it("asks for the session again on 403 FORBIDDEN_FOR_ROLE, so the menu follows a new role", async () => {
    // An owner made this member revenue while the front desk's tab stayed open.
    const sessions: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        sessions.push(url);
        return new Response(JSON.stringify({ success: true, user: staff("revenue") }));
      }),
    );
    const { queryClient } = renderConsole(staff("front_desk"), paths.adminToday);
    const stop = watchSecondFactorRequired(queryClient);
    expect(menuOf()).toEqual([
      "Bookings",
      "Payment links",
      "Today",
      "Cash report",
      "Messages",
      "Security",
    ]);
    await act(async () => {
      await queryClient
        .fetchQuery({
          queryKey: ["admin", "today"],
          queryFn: () => {
            throw new ApiError(403, "FORBIDDEN_FOR_ROLE", "Your role does not allow this.");
          },
        })
        .catch(() => {});
    });
    await waitFor(() => expect(menuOf()).toContain("Rates"));
    expect(sessions).toEqual(["/api/auth/session"]);
    expect(
      screen.getByRole("heading", { level: 1, name: "This page is not for your role" }),
    ).toBeTruthy();
    // Not led to the security page: only TWO_FACTOR_REQUIRED does that.
    expect(queryClient.getQueryData<PublicUser>(userQueryKey)?.mustEnrolSecondFactor).toBe(
      undefined,
    );
    stop();
  });
});
