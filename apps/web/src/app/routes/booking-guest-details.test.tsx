import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../i18n/i18n";
import { loadBookingCode } from "../../testing/load-booking-code";
import { renderWithApp } from "../../testing/render-app";
import { BookingRoute } from "./booking";

// The phone, special requests and arrival time every booking form asks (decision 019).

const checkIn = addDaysIso(resortToday(), 10);
const checkOut = addDaysIso(checkIn, 3);

const quote = {
  success: true,
  data: {
    price: 400,
    status: "confirmed",
    totalAmount: 1200,
    nights: 3,
    quoteId: "2b1f3c4d-0000-4000-8000-000000000009",
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    holdMinutes: 20,
    shortNights: [],
  },
};

const catalogue: Record<string, unknown> = {
  "/api/rooms": {
    success: true,
    roomData: [
      {
        _id: "m",
        roomType: "master",
        title: "Master Deluxe Room",
        pricing: 950,
        availableRooms: 3,
        totalRooms: 3,
        capacity: 4,
        facilities: [],
      },
      {
        _id: "k",
        roomType: "kids",
        title: "Kids Deluxe Room",
        pricing: 650,
        availableRooms: 3,
        totalRooms: 3,
        capacity: 3,
        facilities: [],
      },
    ],
  },
  "/api/camps": {
    success: true,
    campData: [
      {
        _id: "c",
        title: "Camp",
        pricing: 400,
        availableCamps: 4,
        totalCamps: 6,
        maxGuests: 16,
        facilities: [],
      },
    ],
  },
  // The booking forms wait for the activities on sale (decision 021); none here.
  "/api/extras": { data: [] },
  "/api/parking/": {
    success: true,
    parkingData: {
      _id: "p",
      title: "Caravan Parking",
      subtitle: "",
      description: "",
      dimension: { width: 4.5, length: 12 },
      pricing: { weekday: 150, weekend: 200 },
      weekendDays: [6, 0],
      facilities: [],
      availableSlots: 8,
      totalSlots: 8,
    },
  },
};

/** Answers the app's calls like the server would; records the booking calls. */
function serve(quote?: unknown, quoteStatus = 200) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path: url.pathname, body });
      if (url.pathname === "/api/availability") {
        return Response.json({
          success: true,
          data: { serviceType: "room", total: 3, nights: [{ date: checkIn, remaining: 0 }] },
        });
      }
      const answer =
        catalogue[url.pathname] ??
        (url.pathname.includes("check-availability") ? quote : undefined);
      return answer
        ? Response.json(answer, {
            status: url.pathname.includes("check-availability") ? quoteStatus : 200,
          })
        : Response.json(
            { success: false, code: "NOT_FOUND", message: "Not found" },
            { status: 404 },
          );
    }),
  );
  return calls;
}

function renderBooking(path: string, phone: string | null | undefined) {
  return renderWithApp(
    <Routes>
      <Route path="/booking/:serviceType" element={<BookingRoute />} />
      <Route path="/login" element={<p>Sign-in screen</p>} />
      <Route path="/payment" element={<p>Payment screen</p>} />
    </Routes>,
    {
      route: path,
      user: {
        name: "Amal Saeed",
        email: "amal@example.com",
        isStaff: false,
        role: "guest" as const,
        phone,
      },
    },
  );
}

async function fillCamp() {
  fireEvent.change(await screen.findByLabelText("Check-in"), { target: { value: checkIn } });
  fireEvent.change(screen.getByLabelText("Check-out"), { target: { value: checkOut } });
  fireEvent.change(screen.getByLabelText("Tents"), { target: { value: "1" } });
  fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "2" } });
}

const quoteCall = (calls: { path: string; body: unknown }[]) =>
  calls.find((call) => call.path.includes("check-availability"));

beforeAll(loadBookingCode, 60_000);

describe("guest details on the booking forms", () => {
  afterEach(async () => {
    await setLanguage("en");
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it("asks an account without a phone for one, and sends it with the wishes and arrival time", async () => {
    const calls = serve(quote);
    renderBooking("/booking/camp", null);
    await fillCamp();
    const phone = await screen.findByLabelText("Mobile phone");
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(
      await screen.findByText("Please give a phone number so we can reach you about your stay"),
    ).toBeTruthy();
    expect(quoteCall(calls)).toBeUndefined();

    fireEvent.change(phone, { target: { value: "050 12" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(
      await screen.findByText("Enter a valid phone number, e.g. 050 123 4567 or +44 20 7946 0958"),
    ).toBeTruthy();
    expect(phone.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(phone, { target: { value: "050 123 4567" } });
    fireEvent.change(screen.getByLabelText("Expected arrival time (optional)"), {
      target: { value: "16:30" },
    });
    fireEvent.change(screen.getByLabelText("Special requests (optional)"), {
      target: { value: "A quiet tent" },
    });
    expect(screen.getByText(/488 characters left/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    await screen.findByRole("dialog", { name: "Availability" });
    expect(quoteCall(calls)?.body).toMatchObject({
      serviceType: "camp",
      phone: "+971501234567",
      arrivalTime: "16:30",
      specialRequests: "A quiet tent",
    });
  });

  it("does not ask an account that has a phone, and sends no empty fields", async () => {
    const calls = serve(quote);
    renderBooking("/booking/camp", "+971501234567");
    await fillCamp();
    expect(screen.queryByLabelText("Mobile phone")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    await screen.findByRole("dialog", { name: "Availability" });
    const body = quoteCall(calls)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ serviceType: "camp", quantity: 1, guests: 2 });
    expect(Object.keys(body)).not.toContain("phone");
    expect(Object.keys(body)).not.toContain("specialRequests");
  });

  it("refuses an arrival time outside reception hours, in Arabic too", async () => {
    const calls = serve(quote);
    renderBooking("/booking/package", "+971501234567");
    await setLanguage("ar");
    fireEvent.change(await screen.findByLabelText("تاريخ الوصول"), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText("تاريخ المغادرة"), { target: { value: checkOut } });
    fireEvent.change(screen.getByLabelText("وقت الوصول المتوقع (اختياري)"), {
      target: { value: "03:00" },
    });
    await userEvent.click(screen.getByRole("button", { name: "تحقق من التوفر" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("اختر وقت وصول بين 08:00 و23:00")).toBeTruthy();
    expect(quoteCall(calls)).toBeUndefined();

    fireEvent.change(screen.getByLabelText("وقت الوصول المتوقع (اختياري)"), {
      target: { value: "20:00" },
    });
    await userEvent.click(screen.getByRole("button", { name: "تحقق من التوفر" }));
    await waitFor(() => expect(quoteCall(calls)?.body).toMatchObject({ arrivalTime: "20:00" }));
  });
});
