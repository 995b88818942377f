export const guestDetails = {
  phone: "Mobile phone",
  phoneOptional: "Mobile phone (optional)",
  phoneHint:
    "So the camp can reach you about your stay. A UAE number as 050 123 4567, others with their country code.",
  phoneNeeded: "We have no phone number for you yet: add one so the camp can reach you on the day.",
  phoneFormat: "A UAE number as 050 123 4567, others with their country code.",
  heading: "For your arrival",
  specialRequests: "Special requests (optional)",
  specialRequestsHint:
    "A cot, a quiet spot, a dietary need... We do our best; nothing here changes the price.",
  charactersLeft: "{{count}} characters left",
  arrivalTime: "Expected arrival time (optional)",
  arrivalTimeHint: "Check-in from 14:00; reception is open {{from}} to {{until}}.",
  yourRequests: "Your special requests",
  yourArrival: "Expected arrival: {{time}}",
  staffPhone: "Phone",
  staffNoPhone: "No phone given",
  staffRequests: "Special requests",
  staffArrival: "Expected arrival",
  staffNone: "None",
  staffCall: "Call {{name}}",
};
