/**
 * The booking forms' code and the schemas their first answers are checked with, which the booking
 * page imports lazily (booking-page.tsx, lib/lazy-schema.ts): loaded once before a file's tests,
 * so no test's first wait for the form is spent transforming them on a busy machine.
 */
export const loadBookingCode = () =>
  Promise.all([
    import("../features/booking/components/room-form"),
    import("../features/booking/components/camp-form"),
    import("../features/booking/components/parking-form"),
    import("../features/booking/components/package-form"),
    import("@camp/shared/catalogue/catalogue-responses"),
    import("@camp/shared/extras/public-extras"),
    import("@camp/shared/rates/rate-calendar-schemas"),
  ]);
