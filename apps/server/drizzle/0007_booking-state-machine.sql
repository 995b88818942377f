-- The booking's overloaded columns split in two (issue 19). `refunded_minor` held the refund
-- decided, before any money moved; from here `refund_owed_minor` holds the decision and
-- `refunded_minor` only money the processor gave back, which is so once the payment says refunded.
ALTER TABLE "bookings" ADD COLUMN "refund_owed_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "refund_owed_minor" = "refunded_minor";--> statement-breakpoint
UPDATE "bookings" SET "refunded_minor" = 0 WHERE "payment_status" <> 'refunded';--> statement-breakpoint
-- `updated_at` stood for the time a pending request's card was authorised. Fulfilment wrote the
-- booking's first payment movement (authorised, or captured for a booking paid at once) at that
-- moment on the app's clock, so that is when; a booking without one falls back to its creation.
ALTER TABLE "bookings" ADD COLUMN "authorised_at" timestamp with time zone;--> statement-breakpoint
UPDATE "bookings" SET "authorised_at" = coalesce(
	(SELECT min("booking_payments"."created_at") FROM "booking_payments" WHERE "booking_payments"."booking_id" = "bookings"."id"),
	"bookings"."created_at"
);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "authorised_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
