-- The day the cancellation policy counts back from (decision 023): the earliest check-in a booking
-- has had. A change rewrites check_in; counting from it let a stay moved later be cancelled for a
-- better refund than it had. Bookings made before this had no way to be moved before issue 19's
-- changes, so their check-in is their earliest, except for changes already applied, whose first
-- check-in is in booking_changes.
ALTER TABLE "bookings" ADD COLUMN "policy_check_in" date;--> statement-breakpoint
UPDATE "bookings" SET "policy_check_in" = least(
	"check_in",
	coalesce((SELECT min(("booking_changes"."from_terms"->>'checkIn')::date) FROM "booking_changes" WHERE "booking_changes"."booking_id" = "bookings"."id"), "check_in")
);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "policy_check_in" SET NOT NULL;
