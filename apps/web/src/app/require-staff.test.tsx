import { screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, renderWithApp } from "../testing/render-app";
import { RequireStaff } from "./require-staff";

const guest = {
  name: "Layla Guest",
  email: "layla@example.com",
  isStaff: false,
  role: "guest" as const,
};
const admin = {
  name: "Omar Staff",
  email: "omar@example.com",
  isStaff: true,
  role: "owner" as const,
};

function SignInPage() {
  const location = useLocation();
  return <p>sign-in page, back to {(location.state as { from: string }).from}</p>;
}

function renderConsole(user: typeof guest | typeof admin | null) {
  return renderWithApp(
    <Routes>
      <Route
        path="/admin/bookings"
        element={
          <RequireStaff>
            <p>console content</p>
          </RequireStaff>
        }
      />
      <Route path="/login" element={<SignInPage />} />
    </Routes>,
    { user, route: "/admin/bookings?status=pending" },
  );
}

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("RequireStaff", () => {
  it("lets a member of staff in", () => {
    renderConsole(admin);
    expect(screen.getByText("console content")).toBeTruthy();
  });

  it("sends a visitor to sign-in, to come back to the same page afterwards", () => {
    renderConsole(null);
    expect(screen.getByText("sign-in page, back to /admin/bookings?status=pending")).toBeTruthy();
    expect(screen.queryByText("console content")).toBeNull();
  });

  it("shows a guest the 403 page, in English", () => {
    renderConsole(guest);
    expect(
      screen.getByRole("heading", { level: 1, name: "This page is for staff only" }),
    ).toBeTruthy();
    expect(screen.getByText("403")).toBeTruthy();
    expect(screen.queryByText("console content")).toBeNull();
  });

  it("shows a guest the 403 page in Arabic when the site is in Arabic", async () => {
    await i18n.changeLanguage("ar");
    renderConsole(guest);
    expect(
      screen.getByRole("heading", { level: 1, name: "هذه الصفحة لفريق العمل فقط" }),
    ).toBeTruthy();
    expect(screen.queryByText("console content")).toBeNull();
  });
});
