import { describe, expect, it } from "vitest";
import type { Config } from "../../config/env";
import type { ChannelConflictEmailData, ChannelFeedStaleEmailData } from "./email-message";
import { renderEmail } from "./render-email";

/** The staff alerts about channel calendars (decision 032), in English and Arabic. */

const config = { PUBLIC_URL: "https://camp.example" } as Config;

const conflict: ChannelConflictEmailData = {
  feedName: "Airbnb <Tent 3>",
  unitType: "camp",
  conflicts: [
    {
      from: "2026-12-20",
      to: "2026-12-23",
      summary: "Reserved",
      quantity: 1,
      bookings: [
        {
          reference: "ABCD-EFGH",
          checkIn: "2026-12-19",
          checkOut: "2026-12-22",
          quantity: 10,
          status: "confirmed",
        },
      ],
      channels: [{ name: "Booking.com", from: "2026-12-22", to: "2026-12-24", quantity: 1 }],
    },
  ],
};

const stale: ChannelFeedStaleEmailData = {
  feedName: "Booking.com",
  unitType: "master",
  reason: "failed",
  lastError: "answered HTTP 503",
  lastFetchedAt: "2026-11-20T08:00:00.000Z",
  lastChangedAt: null,
};

const render = (
  language: "en" | "ar",
  message:
    | { template: "channel-conflict"; data: ChannelConflictEmailData }
    | { template: "channel-feed-stale"; data: ChannelFeedStaleEmailData },
) => renderEmail(config, { to: "staff@camp.example", language, ...message });

describe("[CHANNELS] staff alert emails", () => {
  it("names the channel, the nights and the stays they collide with", () => {
    const email = render("en", { template: "channel-conflict", data: conflict });
    expect(email.subject).toBe(
      "Overbooked: Airbnb <Tent 3> sold nights that were already full · Desert Camp Resort",
    );
    expect(email.text).toContain("Sun, 20 Dec 2026 → Wed, 23 Dec 2026 (3 nights)");
    expect(email.text).toContain(
      "Booking ABCD-EFGH: Sat, 19 Dec 2026 → Tue, 22 Dec 2026 · 10 units · confirmed",
    );
    expect(email.text).toContain("Booking.com: Tue, 22 Dec 2026 → Thu, 24 Dec 2026 · 1 unit");
    expect(email.text).toContain("Open the console: https://camp.example/admin/channels");
    // The channel's name is text in the HTML, never markup.
    expect(email.html).toContain("Airbnb &lt;Tent 3&gt;");
    expect(email.html).not.toContain("<Tent 3>");
  });

  it("writes the conflict in Arabic, right to left", () => {
    const email = render("ar", { template: "channel-conflict", data: conflict });
    expect(email.subject).toContain("حجز زائد");
    expect(email.html).toContain('dir="rtl"');
    expect(email.text).toContain("خيمة تخييم");
    expect(email.text).toContain("مؤكد");
    expect(email.text).toContain("الأحد، 20 ديسمبر 2026 ← الأربعاء، 23 ديسمبر 2026");
    expect(email.text).toContain("افتح لوحة الإدارة");
  });

  it("says why a feed is stale, with its last good read in Dubai time", () => {
    const email = render("en", { template: "channel-feed-stale", data: stale });
    expect(email.subject).toBe("Calendar not updating: Booking.com · Desert Camp Resort");
    expect(email.text).toContain("The last attempt to read it failed: answered HTTP 503.");
    expect(email.text).toContain("Last good read: 20 Nov 2026, 12:00");
    expect(email.text).toContain("Reservations last changed: never");
    const unchanged = render("en", {
      template: "channel-feed-stale",
      data: { ...stale, reason: "unchanged", lastError: null, lastChangedAt: stale.lastFetchedAt },
    });
    expect(unchanged.text).toContain("have not changed since 20 Nov 2026, 12:00");
    const arabic = render("ar", { template: "channel-feed-stale", data: stale });
    expect(arabic.text).toContain("فشلت آخر محاولة لقراءته");
    expect(arabic.html).toContain('lang="ar"');
  });
});
