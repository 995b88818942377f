ALTER TABLE "bookings" ADD COLUMN "vat_rate_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "vat_rate_bp" integer DEFAULT 500 NOT NULL;