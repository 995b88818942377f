import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminExtrasPage } from "./admin-extras-page";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import("sonner");

const bonfire = {
  id: "5f8cea55-5dbc-42dc-8c01-464b4aba997c",
  slug: "bonfire",
  name: "Bonfire",
  nameEn: "Bonfire",
  nameAr: "نار المخيم",
  description: "Every evening we light the fire.",
  descriptionAr: "كل مساء نشعل النار.",
  priceType: "group",
  price: 400,
  dailyCapacity: 4,
  days: [0, 1, 2, 3, 4, 5, 6],
  imageUrl: null,
  active: true,
  sortOrder: 4,
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

const sent = (fetch: ReturnType<typeof stubApi>, key: string) =>
  fetch.mock.calls
    .filter(([url, init]) => `${init?.method ?? "GET"} ${url}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

describe("[ADMIN EXTRAS] the console's activities", () => {
  it("lists an activity and takes it off sale", async () => {
    const fetch = stubApi({
      "GET /api/admin/extras": { status: 200, body: { success: true, data: [bonfire] } },
      [`PATCH /api/admin/extras/${bonfire.id}`]: {
        status: 200,
        body: { success: true, data: { ...bonfire, active: false } },
      },
    });
    renderWithApp(<AdminExtrasPage />);
    const card = await screen.findByRole("article", { name: "Bonfire" });
    expect(within(card).getByText("AED 400 per group")).toBeTruthy();
    expect(within(card).getByText("4 groups a day")).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Take off sale" }));
    await waitFor(() =>
      expect(sent(fetch, `PATCH /api/admin/extras/${bonfire.id}`)).toEqual([{ active: false }]),
    );
  });

  it("checks a new activity with the shared rules, in Arabic on the Arabic page, then creates it", async () => {
    await i18n.changeLanguage("ar");
    const fetch = stubApi({
      "GET /api/admin/extras": { status: 200, body: { success: true, data: [] } },
      "POST /api/admin/extras": {
        status: 201,
        body: { success: true, data: { ...bonfire, id: "new", name: "Sunset tea" } },
      },
    });
    renderWithApp(<AdminExtrasPage />);
    await userEvent.click(await screen.findByRole("button", { name: "أضف نشاطاً" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "الأحد" }));
    await userEvent.click(screen.getByRole("button", { name: "أنشئ النشاط" }));
    expect(await screen.findByText("أدخل اسم النشاط")).toBeTruthy();
    expect(screen.getByText("أدخل اسم النشاط بالعربية")).toBeTruthy();
    expect(sent(fetch, "POST /api/admin/extras")).toEqual([]);

    await userEvent.type(screen.getByLabelText("الاسم (بالإنجليزية)"), "Sunset tea");
    await userEvent.type(screen.getByLabelText("الاسم (بالعربية)"), "شاي الغروب");
    await userEvent.click(screen.getByRole("radio", { name: "للمجموعة" }));
    await userEvent.click(screen.getByRole("button", { name: "أنشئ النشاط" }));
    await waitFor(() =>
      expect(sent(fetch, "POST /api/admin/extras")).toEqual([
        expect.objectContaining({
          name: "Sunset tea",
          nameAr: "شاي الغروب",
          priceType: "group",
          price: 100,
          dailyCapacity: 10,
          days: [1, 2, 3, 4, 5, 6],
          active: true,
        }),
      ]),
    );
    // Said in the console's language (decision 021: activity names were in English on Arabic pages).
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`تمت إضافة ${bonfire.nameAr}.`));
  });
});
