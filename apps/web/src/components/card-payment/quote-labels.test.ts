import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { readConfirmationState } from "../../lib/card-payment/confirmation-state";
import { toConfirmationState } from "./quote-labels";

const bookingId = "3b241101-e2bb-4255-8caf-4136c566a962";
const t = ((key: string) => key) as unknown as TFunction;
const quote = {
  serviceType: "room",
  roomType: "kids",
  checkIn: "2026-12-24",
  checkOut: "2026-12-26",
  totalAmount: 1300,
  quantity: 1,
  status: "pending",
} as QuoteDetail;

describe("toConfirmationState", () => {
  it("tells /confirmation that a pending quote became a request, not a booking", () => {
    const state = toConfirmationState(t, quote, bookingId);
    expect(state).toMatchObject({
      totalPrice: 1300,
      selectedRooms: 1,
      status: "pending",
      reference: bookingReference(bookingId),
    });
    expect(readConfirmationState(state)?.status).toBe("pending");
    expect(toConfirmationState(t, { ...quote, status: "confirmed" }, bookingId).status).toBe(
      "confirmed",
    );
  });
});
