import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../testing/render-app";
import { ParkingPage } from "./parking";

/** The catalogue's caravan parking with `availableSlots` of `totalSlots` free tonight. */
const parkingWith = (availableSlots: number, totalSlots: number) => ({
  _id: "p1",
  title: "Caravan Parking",
  subtitle: "Serviced spots",
  description: "Bring your caravan",
  dimension: { width: 4.5, length: 12 },
  pricing: { weekday: 150, weekend: 200 },
  weekendDays: [6, 0],
  facilities: [],
  availableSlots,
  totalSlots,
});

function answerParking(parkingData: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify({ success: true, parkingData }), { status: 200 }),
    ),
  );
}

describe("caravan parking page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the live dimensions and both rates", async () => {
    answerParking(parkingWith(5, 8));
    renderWithApp(<ParkingPage />);
    expect(await screen.findByText("Spot size: 4.5 m × 12 m")).toBeTruthy();
    expect(screen.getByText(/Weekdays: AED\s150 per night/)).toBeTruthy();
    expect(
      screen.getByText(/Weekends \(Saturday or Sunday check-in\): AED\s200 per night/),
    ).toBeTruthy();
    expect(screen.getByText("5 of 8 spots free tonight")).toBeTruthy();
  });

  it("names the weekend's check-in days as staff set them, in each language", async () => {
    answerParking({ ...parkingWith(5, 8), weekendDays: [5, 6] });
    const { unmount } = renderWithApp(<ParkingPage />);
    expect(
      await screen.findByText(/Weekends \(Friday or Saturday check-in\): AED\s200 per night/),
    ).toBeTruthy();
    unmount();
    await i18n.changeLanguage("ar");
    try {
      answerParking({ ...parkingWith(5, 8), weekendDays: [5, 6] });
      renderWithApp(<ParkingPage />);
      expect(await screen.findByText(/عطلة نهاية الأسبوع \(الوصول الجمعة أو السبت\)/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("counts the spots free tonight in each language's plural form", async () => {
    answerParking(parkingWith(1, 1));
    const { unmount } = renderWithApp(<ParkingPage />);
    expect(await screen.findByText("1 of 1 spot free tonight")).toBeTruthy();
    unmount();

    await i18n.changeLanguage("ar");
    try {
      // Arabic: one, two, 3-10 (plural noun), 11-99 (singular noun, accusative), 100 and more.
      const cases: [number, number, string][] = [
        [1, 1, "1 من موقف واحد متاح الليلة"],
        [1, 2, "1 من موقفين متاحين الليلة"],
        [5, 8, "5 من 8 مواقف متاحة الليلة"],
        [5, 12, "5 من 12 موقفًا متاحًا الليلة"],
        [50, 100, "50 من 100 موقف متاح الليلة"],
      ];
      for (const [free, total, text] of cases) {
        answerParking(parkingWith(free, total));
        const view = renderWithApp(<ParkingPage />);
        expect(await screen.findByText(text)).toBeTruthy();
        view.unmount();
      }
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("says 'Details currently unavailable' with N/A values when parking data is missing", async () => {
    answerParking(null);
    renderWithApp(<ParkingPage />);
    expect(await screen.findByText("Details currently unavailable")).toBeTruthy();
    expect(screen.getByText("Spot size: N/A")).toBeTruthy();
    expect(screen.getByText("Weekdays: N/A per night")).toBeTruthy();
  });
});
