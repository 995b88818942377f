import { describe, expect, it } from "vitest";
import { readConfirmationState } from "./confirmation-state";

const state = {
  room: "Master Deluxe Room",
  selectedDate: "2026-12-24",
  checkOutDate: "2026-12-26",
  totalPrice: 1900,
  selectedRooms: 1,
};

describe("readConfirmationState", () => {
  it("reads the state the payment page passes", () => {
    expect(readConfirmationState(state)).toEqual(state);
  });

  it("keeps whether it is a request awaiting the resort's decision", () => {
    expect(readConfirmationState({ ...state, status: "pending" })?.status).toBe("pending");
    expect(readConfirmationState({ ...state, status: "maybe" })).toBeNull();
  });

  it("answers null for no state or a broken one", () => {
    expect(readConfirmationState(null)).toBeNull();
    expect(readConfirmationState(undefined)).toBeNull();
    expect(readConfirmationState({ ...state, selectedDate: "24/12/2026" })).toBeNull();
    expect(readConfirmationState({ ...state, totalPrice: "1900" })).toBeNull();
    expect(readConfirmationState({ room: "x" })).toBeNull();
  });
});
