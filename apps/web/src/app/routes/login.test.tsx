import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch } from "../../testing/answer-fetch";
import { renderWithApp } from "../../testing/render-app";
import { LoginPage } from "./login";

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

/** Sign-in as the route table has it, starting from a page that sent the guest here. */
function renderLogin(from?: string) {
  answerFetch({
    status: 200,
    body: {
      success: true,
      user: { name: "Amal Saeed", email: "amal@example.com", isAdmin: false },
    },
  });
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
  await person.type(screen.getByLabelText("Email"), "amal@example.com");
  await person.type(screen.getByLabelText("Password"), "desert-rose-2026");
  await person.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("sign-in goes back where the guest came from (spec sections 4 and 6)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("returns to the protected page, query string included, after 1.5 seconds", async () => {
    renderLogin("/payment?quote=2b1f3c4d-0000-4000-8000-000000000001");
    await signIn();
    expect(
      await screen.findByText("at /payment?quote=2b1f3c4d-0000-4000-8000-000000000001", undefined, {
        timeout: 3000,
      }),
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
    expect(await screen.findByText("at /", undefined, { timeout: 3000 })).toBeTruthy();
  });
});
