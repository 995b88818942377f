import type { ServiceType } from "@camp/shared/booking/booking-limits";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { fireEvent, screen } from "@testing-library/react";
import { Route, Routes, useParams } from "react-router";
import { vi } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { renderWithApp } from "../../../testing/render-app";
import { BookingPage } from "./booking-page";

/**
 * The booking forms' tests' shared set-up: a stay ten days ahead, the catalogue and the server's
 * answers (a fake fetch), and the booking page on its route. Not a test file: vitest only runs
 * `*.test.tsx`. Each test file loads the forms' code first (testing/load-booking-code.ts) and
 * calls resetBookingForms after each test.
 */

export const checkIn = addDaysIso(resortToday(), 10);
export const checkOut = addDaysIso(checkIn, 3);

export const SAFARI = "11111111-1111-4111-8111-111111111111";
const catalogue: Record<string, unknown> = {
  "/api/extras": {
    data: [
      {
        id: SAFARI,
        slug: "car-safari",
        name: "Car safari",
        nameEn: "Car safari",
        nameAr: "رحلة سفاري بالسيارة",
        description: "",
        descriptionAr: "",
        priceType: "person",
        price: 300,
        dailyCapacity: 12,
        days: [0, 1, 2, 3, 4, 5, 6],
        imageUrl: null,
      },
    ],
  },
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

/** What the fake server answers beyond the catalogue; a test sets what it needs. */
export const server: {
  /** The rate calendar the server answers (AED), or none: a server without it answers 404. */
  rateCalendar?: Record<string, Record<string, object>>;
  /**
   * What POST /api/booking/promo-preview answers for a code ("unreachable": the connection
   * fails); unset: the 404 of an unknown path.
   */
  promoPreview?: (code: string) => { status: number; body: unknown } | "unreachable";
  /** What POST /api/waiting-list answers (status and body); unset: the 404 of an unknown path. */
  waitingList?: { status: number; body: unknown };
} = {};

/** A code the server accepts: its terms as the preview answers them (AED). */
export const accepted = (code: string, terms: object = {}) => ({
  status: 200,
  body: {
    success: true,
    data: {
      code,
      percentOff: 10,
      amountOff: null,
      stayFrom: null,
      stayTo: null,
      unitTypes: null,
      minNights: null,
      ...terms,
    },
  },
});

/** Answers the app's calls like the server would; records the booking calls. */
export function serve(quote?: unknown, quoteStatus = 200) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path: url.pathname, body });
      if (url.pathname === "/api/extras/availability") {
        // The safari is sold out on the second night of the stay.
        const days = [0, 1, 2].map((offset) => ({
          date: addDaysIso(checkIn, offset),
          remaining: offset === 1 ? 0 : 5,
        }));
        return Response.json({ success: true, data: [{ id: SAFARI, days }] });
      }
      if (url.pathname === "/api/rates/calendar" && server.rateCalendar) {
        const range = Object.fromEntries(url.searchParams);
        return Response.json({ success: true, data: { ...range, calendar: server.rateCalendar } });
      }
      if (url.pathname === "/api/booking/promo-preview" && server.promoPreview) {
        const answer = server.promoPreview(body.promoCode);
        if (answer === "unreachable") throw new TypeError("Failed to fetch");
        return Response.json(answer.body, { status: answer.status });
      }
      if (url.pathname === "/api/waiting-list" && server.waitingList) {
        return Response.json(server.waitingList.body, { status: server.waitingList.status });
      }
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

/** The booking page as its route shows it: a new form per service named in the URL. */
function BookingPageOfUrl() {
  const { serviceType } = useParams();
  return <BookingPage key={serviceType} serviceType={serviceType as ServiceType} />;
}

export function renderBooking(path: string, signedIn: boolean) {
  return renderWithApp(
    <Routes>
      <Route path="/booking/:serviceType" element={<BookingPageOfUrl />} />
      <Route path="/login" element={<p>Sign-in screen</p>} />
      <Route path="/payment" element={<p>Payment screen</p>} />
    </Routes>,
    {
      route: path,
      user: signedIn
        ? { name: "Amal Saeed", email: "amal@example.com", isStaff: false, role: "guest" as const }
        : null,
    },
  );
}

export async function fillStay() {
  fireEvent.change(await screen.findByLabelText("Check-in"), { target: { value: checkIn } });
  fireEvent.change(screen.getByLabelText("Check-out"), { target: { value: checkOut } });
}

/** Back to English, the real fetch, no saved form draft and no answer a test set. */
export async function resetBookingForms() {
  await setLanguage("en");
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  server.rateCalendar = undefined;
  server.waitingList = undefined;
  server.promoPreview = undefined;
}
