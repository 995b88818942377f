import { randomUUID } from "node:crypto";
import { deskPaymentIntentIdOf } from "@camp/shared/desk-sales/desk-sales";
import { expect } from "vitest";
import { createBooking } from "../../src/features/bookings/booking-state-machine";
import { findQuote } from "../../src/features/quotes/quote-repository";
import { bookingClient } from "./booking-helpers";
import { signIn, type TestApp } from "./test-app";

/**
 * A booking staff took to be paid at the desk (decision 055), made as the staff booking makes one:
 * the stay priced by the website's quote for the guest, and the booking born `confirmed/pending`
 * by staff with nothing charged and the desk's intent id. For the tests of what happens after
 * (payments at the desk, cancellations, Today, the cash report), which do not need the claims.
 */
export async function seedDeskBooking(testApp: TestApp, stay: object, takenBy: string) {
  const guest = await signIn(testApp);
  const quoted = await bookingClient(testApp, guest.cookie).quote(stay);
  expect(quoted.statusCode, quoted.body).toBe(200);
  const quote = await findQuote(testApp.ctx.db, quoted.json().data.quoteId);
  if (!quote) throw new Error("no quote");
  const id = randomUUID();
  const now = testApp.clock.now();
  const booking = await testApp.ctx.db.transaction((tx) =>
    createBooking(
      tx,
      {
        id,
        userId: quote.userId,
        quoteId: quote.id,
        paymentIntentId: deskPaymentIntentIdOf(id),
        serviceType: quote.serviceType,
        bookingType: quote.bookingType,
        roomType: quote.roomType,
        checkIn: quote.checkIn,
        checkOut: quote.checkOut,
        nights: quote.nights,
        quantity: quote.quantity,
        guests: quote.guests,
        isPrivateBooking: quote.isPrivateBooking,
        priceLines: quote.priceLines,
        totalMinor: quote.totalMinor,
        vatRateBp: quote.vatRateBp,
        policyShown: quote.policyShown,
        chargedMinor: 0,
        authorisedAt: now,
        updatedAt: now,
        source: "walk_in",
        takenBy,
      },
      "confirmed/pending",
      "staff",
    ),
  );
  return { booking, guest };
}
