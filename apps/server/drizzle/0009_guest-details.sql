ALTER TABLE "bookings" ADD COLUMN "guest_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "special_requests" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "arrival_time" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;