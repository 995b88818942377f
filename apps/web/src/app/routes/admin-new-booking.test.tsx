import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  checkIn,
  checkOut,
  fillStay,
  resetBookingForms,
  SAFARI,
  serve,
} from "../../features/booking/components/booking-forms.test-helpers";
import { loadBookingCode } from "../../testing/load-booking-code";
import { renderWithApp } from "../../testing/render-app";
import AdminNewBookingPageRoute from "./admin-new-booking";

// The console's New booking (decision 055): the guest's forms in staff mode, the guest, the
// source and the payment, then the link (QR, WhatsApp, withdraw) or the desk booking.

beforeAll(loadBookingCode, 60_000);

const QUOTE_ID = "2b1f3c4d-0000-4000-8000-0000000000aa";
const TOKEN = "pQ3_x-Yz0123456789abcdefghijklmnopqrstuvwxy";
const PAYMENT_URL = `https://camp.example/pay/${TOKEN}`;
const EXPIRES_AT = "2026-12-13T16:00:00.000Z";
const BOOKING_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

const summary = (changes: object = {}) => ({
  token: TOKEN,
  quoteId: QUOTE_ID,
  reference: "BK-7Q2M4X",
  state: "open",
  paymentUrl: PAYMENT_URL,
  total: 2850,
  language: "ar",
  guestName: "Mariam Al Suwaidi",
  guestPhone: "+971501234567",
  guestEmail: "mariam@example.com",
  createdAt: "2026-12-12T16:00:00.000Z",
  createdBy: "desk@camp.example",
  expiresAt: EXPIRES_AT,
  emailSentAt: "2026-12-12T16:00:05.000Z",
  firstOpenedAt: null,
  paidAt: null,
  cancelledAt: null,
  bookingId: null,
  ...changes,
});

type Answer = { status: number; body: unknown };

/** The booking forms' fake server, with the console's calls of this page answered by `admin`. */
function serveConsole(admin: Record<string, Answer | (() => Answer)>) {
  const calls = serve();
  const site = globalThis.fetch;
  const sent: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const key = `${init?.method ?? "GET"} ${url.pathname}${url.search}`;
      const entry = admin[key];
      if (!entry) return site(input, init);
      sent.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = typeof entry === "function" ? entry() : entry;
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return { calls, sent };
}

const renderPage = (route = "/admin/bookings/new") =>
  renderWithApp(
    <Routes>
      <Route path="/admin/bookings/new" element={<AdminNewBookingPageRoute />} />
      <Route path="/admin/bookings/:id" element={<p>The booking's page</p>} />
    </Routes>,
    {
      route,
      // A staff account without a phone: the guest's form does not ask staff for their own.
      user: {
        name: "Desk",
        email: "desk@camp.example",
        phone: null,
        isStaff: true,
        role: "front_desk",
      } as never,
    },
  );

async function fillGuest(values: {
  name?: string;
  phone?: string;
  email?: string;
  language?: "English" | "Arabic";
  source?: string;
}) {
  const guest = screen.getByRole("group", { name: "The guest" });
  if (values.name) await userEvent.type(within(guest).getByLabelText("Name"), values.name);
  if (values.phone) await userEvent.type(within(guest).getByLabelText("Phone"), values.phone);
  if (values.email) await userEvent.type(within(guest).getByLabelText("Email"), values.email);
  if (values.language) await userEvent.click(within(guest).getByLabelText(values.language));
  if (values.source) await userEvent.click(screen.getByLabelText(values.source));
}

const POST = "POST /api/admin/bookings";

describe("[NEW BOOKING] staff book a stay for a guest", () => {
  afterEach(resetBookingForms);

  it("says what is missing: a phone or an email, the language, the source, hold hours 1-168", async () => {
    const { sent } = serveConsole({ [POST]: { status: 500, body: {} } });
    renderPage();
    await fillStay();
    // No phone of the staff member's own is asked: the guest's phone is the guest's.
    expect(screen.getAllByLabelText("Phone")).toHaveLength(1);
    await fillGuest({ name: "Mariam Al Suwaidi" });
    const hold = screen.getByLabelText("Hold the units for (hours)");
    expect((hold as HTMLInputElement).value).toBe("24");
    await userEvent.clear(hold);
    await userEvent.type(hold, "200");
    await userEvent.click(screen.getByRole("button", { name: "Hold and make the link" }));

    const language = await screen.findByText("Choose the guest's language: English or Arabic");
    expect(screen.getByText(/Choose where the booking came from/)).toBeTruthy();
    expect(screen.getByText("Hold the units for 1 to 168 hours (whole hours)")).toBeTruthy();
    // The first field in error takes the keyboard: the first language's radio.
    expect(document.activeElement).toBe(screen.getByLabelText("English"));
    expect(language.id).toBeTruthy();
    // Each radio is marked invalid (a group takes no aria-invalid), and the group names the error.
    for (const name of ["English", "Arabic"]) {
      expect(screen.getByLabelText(name).getAttribute("aria-invalid")).toBe("true");
    }
    const languages = screen.getByRole("group", { name: "The guest's language" });
    expect(languages.getAttribute("aria-invalid")).toBeNull();
    expect(languages.getAttribute("aria-describedby")?.split(" ")).toContain(language.id);
    const source = screen.getByRole("radio", { name: "Walk-in" });
    expect(source.getAttribute("aria-invalid")).toBe("true");

    // With a language, the guest's contact is judged: a phone or an email, at least one.
    await userEvent.click(screen.getByLabelText("Arabic"));
    const phone = screen.getByLabelText("Phone");
    await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Enter the guest's phone or email (at least one)")).toBeTruthy();
    expect(sent).toHaveLength(0);

    // An email alone is enough; the error goes as it is typed.
    const guest = screen.getByRole("group", { name: "The guest" });
    await userEvent.type(within(guest).getByLabelText("Email"), "mariam@example.com");
    await waitFor(() =>
      expect(screen.queryByText("Enter the guest's phone or email (at least one)")).toBeNull(),
    );
  });

  it("room, by link: sends the stay and the options, then shows the link, its QR, WhatsApp in the guest's language, and withdraws it", async () => {
    let state: "open" | "cancelled" = "open";
    const { sent } = serveConsole({
      [POST]: {
        status: 201,
        body: {
          success: true,
          data: {
            quoteId: QUOTE_ID,
            reference: "BK-7Q2M4X",
            total: 2850,
            expiresAt: EXPIRES_AT,
            paymentUrl: PAYMENT_URL,
          },
        },
      },
      [`GET /api/admin/payment-links?quoteId=${QUOTE_ID}`]: () => ({
        status: 200,
        body: {
          success: true,
          data: summary(
            state === "cancelled" ? { state, cancelledAt: "2026-12-12T17:00:00.000Z" } : { state },
          ),
        },
      }),
      [`POST /api/admin/payment-links/${TOKEN}/cancel`]: () => {
        state = "cancelled";
        return { status: 200, body: { success: true, data: summary({ state }) } };
      },
    });
    renderPage();
    await fillStay();
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "1" } });
    await fillGuest({
      name: "Mariam Al Suwaidi",
      phone: "050 123 4567",
      email: "Mariam@Example.com",
      language: "Arabic",
      source: "Agent",
    });
    await userEvent.type(screen.getByLabelText("Agent's reference"), "DT-4471");
    await userEvent.type(screen.getByLabelText("Note for the team"), "Late arrival, vegetarian");
    const hold = screen.getByLabelText("Hold the units for (hours)");
    await userEvent.clear(hold);
    await userEvent.type(hold, "48");
    await userEvent.click(screen.getByRole("button", { name: "Hold and make the link" }));

    await screen.findByRole("heading", { name: "Held: send the guest the link" });
    const body = sent.find((call) => call.key === POST)?.body;
    expect(body).toEqual({
      serviceType: "room",
      roomType: "master",
      checkIn,
      checkOut,
      quantity: 1,
      guests: 2,
      extras: [],
      guest: {
        name: "Mariam Al Suwaidi",
        phone: "+971501234567",
        email: "mariam@example.com",
        language: "ar",
      },
      source: "agent",
      agentReference: "DT-4471",
      note: "Late arrival, vegetarian",
      holdHours: 48,
      payment: "link",
    });
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: "Held: send the guest the link" }),
    );

    const panel = screen.getByRole("region", { name: "Payment link" });
    expect(within(panel).getByText("Not opened yet")).toBeTruthy();
    expect((within(panel).getByLabelText("Link to send the guest") as HTMLInputElement).value).toBe(
      PAYMENT_URL,
    );
    expect(
      within(panel).getByRole("img", { name: /QR code of the payment link for BK-7Q2M4X/ }),
    ).toBeTruthy();
    // The address is isolated in its own element inside the sentence.
    const address = await within(panel).findByText("mariam@example.com");
    expect(address.parentElement?.textContent).toMatch(/^Sent to mariam@example.com on /);
    expect(within(panel).getByText(/\(Dubai time\)/)).toBeTruthy();
    // The console is in English; the guest reads Arabic: the message is in Arabic.
    const whatsApp = within(panel).getByRole("link", { name: /Send on WhatsApp/ });
    const href = new URL(whatsApp.getAttribute("href") ?? "");
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/971501234567");
    const text = href.searchParams.get("text") ?? "";
    expect(text).toContain("رابط الدفع");
    expect(text).toContain("BK-7Q2M4X");
    expect(text).toContain(PAYMENT_URL);
    expect(text).not.toContain("Amount");

    await userEvent.click(within(panel).getByRole("button", { name: "Withdraw link" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw this payment link?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent.some((call) => call.key === `POST /api/admin/payment-links/${TOKEN}/cancel`)).toBe(
      true,
    );
    expect(await within(panel).findByText("Withdrawn", { selector: "span" })).toBeTruthy();
    expect(within(panel).queryByRole("link", { name: /Send on WhatsApp/ })).toBeNull();
  });

  it("package with an activity, at the desk: the package's body, then the balance due and the booking's page", async () => {
    const { sent } = serveConsole({
      [POST]: {
        status: 201,
        body: {
          success: true,
          data: { bookingId: BOOKING_ID, reference: "BK-DESK01", total: 6600, balanceDue: 6600 },
        },
      },
    });
    renderPage("/admin/bookings/new?service=package");
    await fillStay();
    const extras = await screen.findByRole("region", { name: "Add activities" });
    await userEvent.click(await within(extras).findByRole("button", { name: "Add an activity" }));
    fireEvent.change(within(extras).getByLabelText("People"), { target: { value: "2" } });
    await fillGuest({ name: "Walk-in guest", phone: "+44 20 7946 0958", language: "English" });
    await userEvent.click(screen.getByLabelText("Walk-in"));
    await userEvent.click(screen.getByLabelText(/Pay at the desk/));
    expect(screen.queryByLabelText("Hold the units for (hours)")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Confirm the booking" }));

    await screen.findByRole("heading", { name: "Booking confirmed: to be paid at the desk" });
    const body = sent.find((call) => call.key === POST)?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      checkIn,
      checkOut,
      services: expect.any(Object),
      extras: [{ id: SAFARI, date: checkIn, quantity: 2 }],
      guest: { name: "Walk-in guest", phone: "+442079460958", language: "en" },
      source: "walk_in",
      payment: "at_desk",
    });
    expect(body.serviceType).toBeUndefined();
    expect(body.holdHours).toBeUndefined();
    expect(body.guest).not.toHaveProperty("email");
    expect(screen.getByText("BK-DESK01")).toBeTruthy();
    expect(screen.getByText("Balance due").nextElementSibling?.textContent).toMatch(/AED\s6,600/);
    await userEvent.click(screen.getByRole("link", { name: "Open the booking to take payment" }));
    expect(await screen.findByText("The booking's page")).toBeTruthy();
  });

  it("shows the server's refusal of a guest's field on that field, and one about no field under the button", async () => {
    let answer: Answer = {
      status: 400,
      body: {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Enter a valid phone number",
        errors: { "guest.phone": "Enter a valid email address" },
      },
    };
    serveConsole({ [POST]: () => answer });
    renderPage();
    await fillStay();
    await fillGuest({
      name: "Mariam",
      phone: "050 123 4567",
      language: "English",
      source: "Phone call",
    });
    await userEvent.click(screen.getByRole("button", { name: "Hold and make the link" }));
    const phone = screen.getByLabelText("Phone");
    await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
    expect(phone.getAttribute("aria-describedby")).toMatch(/error/);

    answer = {
      status: 409,
      body: { success: false, code: "NOT_ENOUGH_UNITS", message: "Not enough rooms" },
    };
    await userEvent.click(screen.getByRole("button", { name: "Hold and make the link" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});
