import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { SessionsSection } from "./sessions-section";

const guest = { name: "Amal", email: "amal@example.com", isStaff: false, role: "guest" as const };
const sessions = [
  {
    id: "s-here",
    current: true,
    createdAt: "2026-11-29T06:00:00Z",
    lastSeenAt: "2026-11-29T08:00:00Z",
    device: "Chrome on Android",
    address: "192.0.2.10",
  },
  {
    id: "s-laptop",
    current: false,
    createdAt: "2026-11-20T06:00:00Z",
    lastSeenAt: "2026-11-28T17:30:00Z",
    device: "Firefox on Windows",
    address: "2001:db8::1",
  },
  {
    id: "s-old",
    current: false,
    createdAt: "2026-11-01T06:00:00Z",
    lastSeenAt: "2026-11-02T06:00:00Z",
    device: null,
    address: null,
  },
];

/** A fake API for the list and its two ways to sign out; records what was sent. */
function fakeApi() {
  let listed = sessions;
  const sent: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = `${init.method ?? "GET"} ${url}`;
      sent.push(call);
      if (call === "GET /api/auth/sessions") {
        return new Response(JSON.stringify({ success: true, data: listed }));
      }
      if (call === "DELETE /api/auth/sessions/s-laptop") {
        listed = listed.filter((session) => session.id !== "s-laptop");
        return new Response(JSON.stringify({ success: true }));
      }
      if (call === "POST /api/auth/sessions/sign-out-others") {
        listed = listed.filter((session) => session.current);
        return new Response(JSON.stringify({ success: true, data: { ended: 2 } }));
      }
      throw new Error(`unexpected ${call}`);
    }),
  );
  return sent;
}

describe("where you are signed in (decision 054)", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage("en"));
  });

  it("lists each browser with its address and times, this one marked and not ended", async () => {
    fakeApi();
    renderWithApp(<SessionsSection />, { user: guest });
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain("Chrome on Android");
    expect(items[0]?.textContent).toContain("This device");
    expect(within(items[0] as HTMLElement).queryByRole("button")).toBeNull();
    expect(items[1]?.textContent).toContain("2001:db8::1");
    expect(items[2]?.textContent).toContain("Unknown browser");
    expect(items[2]?.textContent).toContain("Not known");
  });

  it("signs one other session out, named for screen readers, and reads the list again", async () => {
    const sent = fakeApi();
    renderWithApp(<SessionsSection />, { user: guest });
    const button = await screen.findByRole("button", { name: /^Sign out Firefox on Windows/ });
    await userEvent.setup().click(button);
    expect(await screen.findByText("That session is signed out.")).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2));
    expect(sent).toContain("DELETE /api/auth/sessions/s-laptop");
  });

  it("signs out all the others at once, in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    fakeApi();
    renderWithApp(<SessionsSection />, { user: guest });
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "تسجيل الخروج من جميع الجلسات الأخرى" }));
    expect(await screen.findByText("عدد الجلسات الأخرى التي سُجّل خروجها: 2.")).toBeTruthy();
    expect(await screen.findByText("أنت مسجّل الدخول على هذا الجهاز فقط.")).toBeTruthy();
  });
});
