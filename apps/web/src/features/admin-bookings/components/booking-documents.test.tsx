import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { BookingDocuments } from "./booking-documents";

const BOOKING = "5f0c2a8e-8a51-4c1b-9d55-3c1f2b7a9e10";
const base = `/api/admin/bookings/${BOOKING}/documents`;
const invoice = {
  id: "d1",
  kind: "invoice",
  number: "INV-2027-000001",
  issuedAt: "2027-01-10T08:00:00.000Z",
  totalAmount: 1940,
  url: `/api/booking/${BOOKING}/documents/d1.pdf`,
  corrects: null,
  voidedBy: null,
};
const creditNote = {
  ...invoice,
  id: "d2",
  kind: "credit_note",
  number: "CN-2027-000001",
  totalAmount: 970,
  url: `/api/booking/${BOOKING}/documents/d2.pdf`,
  corrects: "INV-2027-000001",
};
const REISSUE = `POST ${base}/d1/reissue`;

function stubApi(answers: Record<string, { status: number; body: unknown }[]>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url}`;
    const answer = answers[key]?.shift() ?? { status: 404, body: { code: "NOT_FOUND" } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const sent = (fetch: ReturnType<typeof stubApi>, key: string) =>
  fetch.mock.calls
    .filter(([url, init]) => `${init?.method ?? "GET"} ${url}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));

const renderPanel = (role: "owner" | "accountant" = "owner") =>
  renderWithApp(
    <>
      <BookingDocuments bookingId={BOOKING} className="" />
      <Toaster />
    </>,
    { user: { name: "Omar Staff", email: "omar@example.com", isStaff: true, role } },
  );
const rowOf = async (number: string) =>
  within((await screen.findByRole("rowheader", { name: number })).closest("tr") as HTMLElement);

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

describe("[ADMIN BOOKING DOCUMENTS] the booking's documents in the console", () => {
  it("lists each document with its kind, date, amount, what it corrects, and its PDF", async () => {
    stubApi({
      [`GET ${base}`]: [{ status: 200, body: { success: true, data: [invoice, creditNote] } }],
    });
    renderPanel();
    const first = await rowOf("INV-2027-000001");
    expect(first.getByText("Tax invoice")).toBeTruthy();
    expect(first.getByText(/AED\s1,940/)).toBeTruthy();
    expect(first.getByText(/10 Jan 2027/)).toBeTruthy();
    const download = first.getByRole("link", { name: "Download PDF: INV-2027-000001" });
    expect(download.getAttribute("href")).toBe(`/api/booking/${BOOKING}/documents/d1.pdf`);
    expect(
      first.getByRole("button", { name: "Reissue to a company: INV-2027-000001" }),
    ).toBeTruthy();
    const note = await rowOf("CN-2027-000001");
    expect(note.getByText("Credit note")).toBeTruthy();
    expect(note.getByText(/Corrects/).textContent).toContain("INV-2027-000001");
    // A credit note is never reissued.
    expect(note.queryByRole("button", { name: /Reissue/ })).toBeNull();
    // The table scrolls sideways on a phone: its scroller is a region the keyboard reaches.
    const table = screen.getByRole("table");
    const scroller = table.closest("section[aria-labelledby]") as HTMLElement;
    expect(scroller.tabIndex).toBe(0);
    expect(scroller.getAttribute("aria-labelledby")).toBe(table.querySelector("caption")?.id);
  });

  it("lets the accountant download but not reissue (documents.reissue)", async () => {
    stubApi({ [`GET ${base}`]: [{ status: 200, body: { success: true, data: [invoice] } }] });
    renderPanel("accountant");
    const first = await rowOf("INV-2027-000001");
    expect(first.getByRole("link", { name: "Download PDF: INV-2027-000001" })).toBeTruthy();
    expect(first.queryByRole("button", { name: /Reissue/ })).toBeNull();
  });

  it("says when there are none yet", async () => {
    stubApi({ [`GET ${base}`]: [{ status: 200, body: { success: true, data: [] } }] });
    renderPanel();
    expect(await screen.findByText(/No documents yet/)).toBeTruthy();
  });

  it("reissues to a company: checks the fields, sends them, shows the documents after", async () => {
    const voided = { ...invoice, voidedBy: "CN-2027-000002" };
    const voiding = {
      ...creditNote,
      id: "d3",
      number: "CN-2027-000002",
      totalAmount: 1940,
      corrects: "INV-2027-000001",
    };
    const reissued = { ...invoice, id: "d4", number: "INV-2027-000002" };
    const fetch = stubApi({
      [`GET ${base}`]: [{ status: 200, body: { success: true, data: [invoice] } }],
      [REISSUE]: [
        {
          status: 400,
          body: {
            success: false,
            code: "VALIDATION_ERROR",
            message: "A TRN has 15 digits",
            errors: { companyTrn: "A TRN has 15 digits" },
          },
        },
        { status: 200, body: { success: true, data: [voided, voiding, reissued] } },
      ],
    });
    renderPanel();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Reissue to a company: INV-2027-000001" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Reissue INV-2027-000001 to a company",
    });
    await user.type(within(dialog).getByLabelText("Company TRN"), "1234");
    await user.click(within(dialog).getByRole("button", { name: "Void and reissue" }));
    expect(await within(dialog).findByText("Enter the company name.")).toBeTruthy();
    expect(within(dialog).getByText("A TRN has 15 digits.")).toBeTruthy();
    expect(sent(fetch, REISSUE)).toEqual([]);

    await user.type(within(dialog).getByLabelText("Company name"), "Gulf Trading LLC");
    await user.clear(within(dialog).getByLabelText("Company TRN"));
    await user.type(within(dialog).getByLabelText("Company TRN"), "100 2345 6780 0003");
    await user.click(within(dialog).getByRole("button", { name: "Void and reissue" }));
    // The server's refusal shows on its field (a stand-in answer: the form sent a valid TRN).
    await waitFor(() => expect(sent(fetch, REISSUE)).toHaveLength(1));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Company TRN").getAttribute("aria-invalid")).toBe(
        "true",
      ),
    );
    // Asked again once the first answer is in and the button is back.
    const again = await within(dialog).findByRole("button", { name: "Void and reissue" });
    await waitFor(() => expect(again).toHaveProperty("disabled", false));
    await user.click(again);
    await waitFor(() =>
      expect(sent(fetch, REISSUE)).toEqual([
        { companyName: "Gulf Trading LLC", companyTrn: "100234567800003" },
        { companyName: "Gulf Trading LLC", companyTrn: "100234567800003" },
      ]),
    );
    expect(await screen.findByText(/INV-2027-000001 was voided/)).toBeTruthy();
    const old = await rowOf("INV-2027-000001");
    expect(old.getByText(/Voided by/).textContent).toContain("CN-2027-000002");
    expect(old.queryByRole("button", { name: /Reissue/ })).toBeNull();
    expect(await rowOf("INV-2027-000002")).toBeTruthy();
  });

  it("reads in Arabic on the Arabic console", async () => {
    await i18n.changeLanguage("ar");
    stubApi({ [`GET ${base}`]: [{ status: 200, body: { success: true, data: [invoice] } }] });
    renderPanel();
    const row = await rowOf("INV-2027-000001");
    expect(row.getByText("فاتورة ضريبية")).toBeTruthy();
    expect(
      row.getByRole("button", { name: "إعادة الإصدار باسم شركة: INV-2027-000001" }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "المستندات" })).toBeTruthy();
  });
});
