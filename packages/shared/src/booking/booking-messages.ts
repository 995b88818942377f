/**
 * The booking forms' messages, word for word from spec section 5 where the spec gives them.
 * The web app shows them translated (the Arabic bundle has the same texts as keys).
 */
export const bookingMessages = {
  checkInRequired: "Check-in date is required",
  checkOutRequired: "Check-out date is required",
  checkOutAfterCheckIn: "Check-out must be after check-in",
  checkInNotPast: "Check-in date cannot be before today",
  stayTooLong: (maxNights: number) => `A stay can be at most ${maxNights} nights`,
  tooFarAhead: (maxDays: number) => `Bookings open up to ${maxDays} days ahead`,

  minRooms: "Minimum 1 room required",
  maxRooms: "Maximum 4 rooms allowed",
  minRoomGuests: (rooms: number) => `Minimum ${rooms} guest(s) required`,
  maxRoomGuests: (guests: number, rooms: number) =>
    `Maximum ${guests} guests allowed for ${rooms} room(s)`,
  roomTypeRequired: "Room type must be master or kids",

  minTents: "Minimum 1 tent required",
  maxTents: "Maximum 4 tents allowed",
  minCampGuests: "Minimum 1 guest required",
  maxCampGuests: "Maximum 16 guests allowed",

  minSlots: "Minimum 1 parking slot required",
  maxSlots: (slots: number) => `Maximum ${slots} slots`,

  packageGuests: "Please select the number of guests",
  packageUnits: "Please select at least 1 unit",
  packageMaxUnits: "Maximum 5 units",
  packageParkingSpots: "Please specify the number of caravan parking spots",
  packageUnitsEqual: "A package unit is one master room, one kids room and one tent",
  packageMaxGuests: (guests: number) => `Maximum ${guests} guests for this package`,
  packageErrorsHeading: "Please correct the following errors:",

  bookingFailed: "An error occurred during booking",
} as const;
