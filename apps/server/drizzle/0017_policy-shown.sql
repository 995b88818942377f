ALTER TABLE "bookings" ADD COLUMN "policy_shown" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "policy_shown" jsonb;