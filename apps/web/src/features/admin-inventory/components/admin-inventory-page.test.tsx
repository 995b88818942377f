import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminInventoryPage } from "./admin-inventory-page";

const inventory = {
  success: true,
  data: {
    rooms: [
      {
        id: "room-1",
        roomType: "master",
        title: "Master Deluxe Room",
        titleAr: "الغرفة الرئيسية الفاخرة",
        pricing: 950,
        totalRooms: 6,
        capacity: 4,
        facilities: ["Wi-Fi"],
        facilitiesAr: ["واي فاي"],
      },
    ],
    camps: [],
    parking: null,
  },
};

/** Answers by method and path; records what was sent. */
function stubApi(answers: Record<string, { status: number; body: unknown }>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url}`;
    const answer = answers[key] ?? {
      status: 404,
      body: { success: false, code: "NOT_FOUND", message: key },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

describe("[ADMIN INVENTORY] room type form", () => {
  it("shows the nights named by a refusal to lower a total, in Arabic on the Arabic page", async () => {
    await i18n.changeLanguage("ar");
    const fetch = stubApi({
      "GET /api/admin/inventory": { status: 200, body: inventory },
      "GET /api/admin/closures": { status: 200, body: { success: true, data: [] } },
      "PUT /api/rooms/update/room-1": {
        status: 409,
        body: {
          success: false,
          code: "TOTAL_BELOW_TAKEN",
          message:
            "The total cannot be lower than what is already sold, held or closed on 2026-12-10, 2026-12-11.",
          errors: { totalRooms: "…" },
          params: { nights: "2026-12-10, 2026-12-11", count: 2 },
        },
      },
    });
    renderWithApp(<AdminInventoryPage />);
    const total = await screen.findByLabelText("إجمالي الغرف");
    const user = userEvent.setup();
    await user.clear(total);
    await user.type(total, "2");
    await user.click(screen.getAllByRole("button", { name: "حفظ التغييرات" })[0] as HTMLElement);

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("لم يتم الحفظ");
    const nights = within(alert)
      .getAllByRole("listitem")
      .map((item) => item.querySelector("time")?.getAttribute("datetime"));
    expect(nights).toEqual(["2026-12-10", "2026-12-11"]);
    expect(total.getAttribute("aria-invalid")).toBe("true");

    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      totalRooms: 2,
      facilities: ["Wi-Fi"],
    });
  });

  it("refuses an impossible value in the browser with the field's hint, and sends nothing", async () => {
    const fetch = stubApi({
      "GET /api/admin/inventory": { status: 200, body: inventory },
      "GET /api/admin/closures": { status: 200, body: { success: true, data: [] } },
    });
    renderWithApp(<AdminInventoryPage />);
    const price = await screen.findByLabelText("Price per night (AED)");
    const user = userEvent.setup();
    await user.clear(price);
    await user.type(price, "1.234");
    await user.click(screen.getAllByRole("button", { name: "Save changes" })[0] as HTMLElement);
    expect(
      await screen.findByText("Enter a price from 0.01 to 20,000 AED, with at most two decimals."),
    ).toBeTruthy();
    await waitFor(() => expect(price.getAttribute("aria-invalid")).toBe("true"));
    expect(fetch.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });
});
