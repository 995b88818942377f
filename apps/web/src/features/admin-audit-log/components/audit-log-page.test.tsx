import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCalendarDay } from "../../../lib/format";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AuditLogPage } from "./audit-log-page";

const admin = {
  name: "Omar Staff",
  email: "omar@example.com",
  isStaff: true,
  role: "owner" as const,
};

function serve() {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(
        JSON.stringify({
          success: true,
          data: { entries: [], page: 1, pageCount: 1, total: 0, actions: ["booking.confirm"] },
        }),
      ),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const askedFor = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.map(([url]) => String(url));

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage("en"));
});

describe("the audit log's dates (decision 010)", () => {
  it.each([
    {
      language: "en",
      from: "From",
      until: "Until",
      open: "Choose From in a calendar",
      apply: "Apply filter",
      invalid: "Enter a date as YYYY-MM-DD, or pick one in the calendar.",
    },
    {
      language: "ar",
      from: "من",
      until: "حتى",
      open: "اختر من من التقويم",
      apply: "تطبيق التصفية",
      invalid: "أدخل التاريخ بالصيغة YYYY-MM-DD، أو اختره من التقويم.",
    },
  ] as const)(
    "are typed as YYYY-MM-DD or picked in the site's calendar, in $language",
    async (words) => {
      await act(() => i18n.changeLanguage(words.language));
      const fetch = serve();
      renderWithApp(<AuditLogPage />, { user: admin, route: "/admin/audit-log?from=2026-11-05" });
      const user = userEvent.setup();
      // The filter is drawn again once the recorded actions are in (its choices).
      expect(await screen.findByText(i18n.t("adminAuditLog.empty"))).toBeTruthy();
      const from = screen.getByLabelText(words.from) as HTMLInputElement;
      // Not the browser's date input, which en-US shows month-first.
      expect(from.type).toBe("text");
      expect(from.placeholder).toBe("YYYY-MM-DD");
      expect(from.value).toBe("2026-11-05");

      // The calendar opens at the date in the field; a day picked fills it and gives the focus back.
      await user.click(screen.getByRole("button", { name: words.open }));
      const calendar = await screen.findByRole("dialog", { name: words.from });
      const twelfth = new Date(2026, 10, 12);
      await user.click(
        within(calendar).getByRole("button", {
          name: new RegExp(`^${formatCalendarDay(twelfth, words.language)}`),
        }),
      );
      expect(from.value).toBe("2026-11-12");
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole("button", { name: words.open })),
      );

      // A date typed month-first is refused on its field, in the page's language, and not sent.
      const until = screen.getByLabelText(words.until) as HTMLInputElement;
      await user.type(until, "11/30/2026");
      await user.click(screen.getByRole("button", { name: words.apply }));
      expect(screen.getByText(words.invalid)).toBeTruthy();
      expect(until.getAttribute("aria-invalid")).toBe("true");
      expect(askedFor(fetch).some((url) => url.includes("from=2026-11-12"))).toBe(false);

      await user.clear(until);
      await user.type(until, "2026-11-30");
      await user.click(screen.getByRole("button", { name: words.apply }));
      await waitFor(() =>
        expect(askedFor(fetch)).toContain("/api/admin/audit-log?from=2026-11-12&to=2026-11-30"),
      );
    },
  );
});
