import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../testing/render-app";
import { ParkingPage } from "./parking";

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
    answerParking({
      _id: "p1",
      title: "Caravan Parking",
      subtitle: "Serviced spots",
      description: "Bring your caravan",
      dimension: { width: 4.5, length: 12 },
      pricing: { weekday: 150, weekend: 200 },
      facilities: [],
      availableSlots: 5,
      totalSlots: 8,
    });
    renderWithApp(<ParkingPage />);
    expect(await screen.findByText("Spot size: 4.5 m × 12 m")).toBeTruthy();
    expect(screen.getByText(/Weekdays: AED\s150 per night/)).toBeTruthy();
    expect(screen.getByText(/Weekends \(Sat and Sun check-in\): AED\s200 per night/)).toBeTruthy();
    expect(screen.getByText("5 of 8 spots free tonight")).toBeTruthy();
  });

  it("says 'Details currently unavailable' with N/A values when parking data is missing", async () => {
    answerParking(null);
    renderWithApp(<ParkingPage />);
    expect(await screen.findByText("Details currently unavailable")).toBeTruthy();
    expect(screen.getByText("Spot size: N/A")).toBeTruthy();
    expect(screen.getByText("Weekdays: N/A per night")).toBeTruthy();
  });
});
