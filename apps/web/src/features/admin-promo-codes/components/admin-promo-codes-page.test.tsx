import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminPromoCodesPage } from "./admin-promo-codes-page";

const winter = {
  id: "0b8e4c4e-55a4-4d44-9f1e-1f0d7b0e2a01",
  code: "WINTER15",
  percentOff: 15,
  amountOff: null,
  validFrom: "2026-11-01",
  validTo: "2027-01-31",
  stayFrom: "2026-12-01",
  stayTo: "2027-02-28",
  unitTypes: ["master", "kids"],
  minNights: 2,
  maxUses: 10,
  maxUsesPerGuest: 1,
  active: true,
  uses: 3,
  createdAt: "2026-10-20T08:00:00.000Z",
};
const desert = {
  ...winter,
  id: "0b8e4c4e-55a4-4d44-9f1e-1f0d7b0e2a02",
  code: "DESERT100",
  percentOff: null,
  amountOff: 100,
  validFrom: null,
  validTo: null,
  stayFrom: null,
  stayTo: null,
  unitTypes: null,
  minNights: null,
  maxUses: null,
  maxUsesPerGuest: null,
  active: false,
  uses: 0,
};
const LIST = "GET /api/admin/promo-codes";

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

const renderPage = () =>
  renderWithApp(
    <>
      <AdminPromoCodesPage />
      <Toaster />
    </>,
  );

const rowOf = async (code: string) =>
  (await screen.findByRole("rowheader", { name: code })).closest("tr") as HTMLElement;

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

describe("[ADMIN PROMO CODES] the console's promo codes", () => {
  it("lists each code's discount, dates, unit types, limits and uses", async () => {
    stubApi({ [LIST]: { status: 200, body: { success: true, data: [winter, desert] } } });
    renderPage();
    const winterRow = within(await rowOf("WINTER15"));
    expect(winterRow.getByText("15%")).toBeTruthy();
    expect(winterRow.getByText("1 Nov 2026 to 31 Jan 2027")).toBeTruthy();
    expect(winterRow.getByText("1 Dec 2026 to 28 Feb 2027")).toBeTruthy();
    expect(winterRow.getByText("Master room, Kids room")).toBeTruthy();
    expect(winterRow.getByText("3 of 10")).toBeTruthy();
    expect(winterRow.getByText("Active")).toBeTruthy();
    const desertRow = within(await rowOf("DESERT100"));
    expect(desertRow.getByText(/^AED\s100$/)).toBeTruthy();
    expect(desertRow.getByText("Any date")).toBeTruthy();
    expect(desertRow.getByText("Any night")).toBeTruthy();
    expect(desertRow.getByText("All")).toBeTruthy();
    expect(desertRow.getByText("0 (no limit)")).toBeTruthy();
    expect(desertRow.getByText("Inactive")).toBeTruthy();
  });

  it("deactivates an active code and activates an inactive one", async () => {
    const fetch = stubApi({
      [LIST]: { status: 200, body: { success: true, data: [winter, desert] } },
      [`PATCH /api/admin/promo-codes/${winter.id}`]: {
        status: 200,
        body: { success: true, data: { ...winter, active: false } },
      },
      [`PATCH /api/admin/promo-codes/${desert.id}`]: {
        status: 200,
        body: { success: true, data: { ...desert, active: true } },
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Deactivate WINTER15" }));
    await user.click(screen.getByRole("button", { name: "Activate DESERT100" }));
    await waitFor(() => {
      expect(sent(fetch, `PATCH /api/admin/promo-codes/${winter.id}`)).toEqual([{ active: false }]);
      expect(sent(fetch, `PATCH /api/admin/promo-codes/${desert.id}`)).toEqual([{ active: true }]);
    });
    expect(
      await screen.findByText("WINTER15 is inactive: guests can no longer use it."),
    ).toBeTruthy();
  });

  it("checks a new code with the shared rules, then creates it", async () => {
    const fetch = stubApi({
      [LIST]: { status: 200, body: { success: true, data: [] } },
      "POST /api/admin/promo-codes": { status: 201, body: { success: true, data: { id: "new" } } },
    });
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByText("No promo codes yet.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add a promo code" }));
    const dialog = await screen.findByRole("dialog", { name: "New promo code" });
    await user.type(within(dialog).getByLabelText("First night"), "2027-03-10");
    await user.type(within(dialog).getByLabelText("Last night"), "2027-03-01");
    await user.click(within(dialog).getByRole("button", { name: "Create the code" }));
    expect(
      await within(dialog).findByText(
        "Use 3 to 32 letters, digits, - or _, starting with a letter or digit",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText("Enter the discount")).toBeTruthy();
    expect(within(dialog).getByText("The last night cannot be before the first")).toBeTruthy();
    expect(sent(fetch, "POST /api/admin/promo-codes")).toEqual([]);

    await user.type(within(dialog).getByLabelText("Code"), "spring-10");
    await user.type(within(dialog).getByLabelText("Percent off"), "150");
    await user.clear(within(dialog).getByLabelText("Last night"));
    await user.type(within(dialog).getByLabelText("Last night"), "2027-03-31");
    await user.click(within(dialog).getByRole("checkbox", { name: "Camping tent" }));
    await user.type(within(dialog).getByLabelText("Uses in total"), "50");
    await user.click(within(dialog).getByRole("button", { name: "Create the code" }));
    expect(await within(dialog).findByText("Percent off must be from 1 to 100")).toBeTruthy();
    await user.clear(within(dialog).getByLabelText("Percent off"));
    await user.type(within(dialog).getByLabelText("Percent off"), "10");
    await user.click(within(dialog).getByRole("button", { name: "Create the code" }));
    await waitFor(() =>
      expect(sent(fetch, "POST /api/admin/promo-codes")).toEqual([
        {
          code: "SPRING-10",
          percentOff: 10,
          stayFrom: "2027-03-10",
          stayTo: "2027-03-31",
          unitTypes: ["camp"],
          maxUses: 50,
          active: true,
        },
      ]),
    );
    expect(await screen.findByText("SPRING-10 was created.")).toBeTruthy();
  });

  it("shows a code already taken on the code field, in Arabic on the Arabic page", async () => {
    await i18n.changeLanguage("ar");
    stubApi({
      [LIST]: { status: 200, body: { success: true, data: [winter] } },
      "POST /api/admin/promo-codes": {
        status: 409,
        body: { success: false, code: "PROMO_CODE_EXISTS", message: "This code already exists." },
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "أضف رمز خصم" }));
    const dialog = await screen.findByRole("dialog", { name: "رمز خصم جديد" });
    await user.type(within(dialog).getByLabelText("الرمز"), "winter15");
    await user.click(within(dialog).getByRole("radio", { name: "مبلغ ثابت" }));
    await user.type(within(dialog).getByLabelText("مبلغ الخصم (درهم)"), "50");
    await user.click(within(dialog).getByRole("button", { name: "أنشئ الرمز" }));
    expect(await within(dialog).findByText("هذا الرمز موجود بالفعل. اختر رمزاً آخر.")).toBeTruthy();
    expect(within(dialog).getByLabelText("الرمز").getAttribute("aria-invalid")).toBe("true");
  });

  it("edits a code: switching the discount clears the other kind, an emptied limit is taken off", async () => {
    const fetch = stubApi({
      [LIST]: { status: 200, body: { success: true, data: [winter] } },
      [`PATCH /api/admin/promo-codes/${winter.id}`]: {
        status: 200,
        body: { success: true, data: winter },
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit WINTER15" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit WINTER15" });
    expect(within(dialog).getByLabelText("Code")).toHaveProperty("readOnly", true);
    await user.click(within(dialog).getByRole("radio", { name: "Fixed amount" }));
    await user.clear(within(dialog).getByLabelText("Amount off (AED)"));
    await user.type(within(dialog).getByLabelText("Amount off (AED)"), "75.5");
    await user.clear(within(dialog).getByLabelText("Minimum nights"));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(sent(fetch, `PATCH /api/admin/promo-codes/${winter.id}`)).toEqual([
        {
          percentOff: null,
          amountOff: 75.5,
          validFrom: "2026-11-01",
          validTo: "2027-01-31",
          stayFrom: "2026-12-01",
          stayTo: "2027-02-28",
          unitTypes: ["master", "kids"],
          minNights: null,
          maxUses: 10,
          maxUsesPerGuest: 1,
          active: true,
        },
      ]),
    );
    expect(await screen.findByText("WINTER15 was saved.")).toBeTruthy();
  });

  it("refuses an edit that empties the discount, with nothing sent", async () => {
    const fetch = stubApi({ [LIST]: { status: 200, body: { success: true, data: [winter] } } });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit WINTER15" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit WINTER15" });
    await user.clear(within(dialog).getByLabelText("Percent off"));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("Enter the discount")).toBeTruthy();
    expect(sent(fetch, `PATCH /api/admin/promo-codes/${winter.id}`)).toEqual([]);
  });
});
