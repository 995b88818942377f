import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../i18n/i18n";
import { renderWithApp } from "../../testing/render-app";
import { CampFacts } from "./camping-tents";

const camps = {
  success: true,
  campData: [
    {
      _id: "c",
      title: "Camp",
      pricing: 450,
      availableCamps: 4,
      totalCamps: 10,
      maxGuests: 16,
      facilities: [],
    },
  ],
};

describe("The camping tents page's facts", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => setLanguage("en"));
  });

  it("says what one tent sleeps, from the catalogue, in both languages (decision 010)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(camps)),
    );
    renderWithApp(<CampFacts />);
    expect(await screen.findByText("Each tent sleeps up to 16 guests")).toBeTruthy();
    expect(screen.queryByText(/Max Guests/)).toBeNull();
    await act(() => setLanguage("ar"));
    expect(await screen.findByText("تتسع كل خيمة لما يصل إلى 16 ضيفاً")).toBeTruthy();
  });
});
