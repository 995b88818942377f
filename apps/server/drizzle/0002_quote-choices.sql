ALTER TABLE "quotes" ADD COLUMN "is_private_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "payment_settled_at" timestamp with time zone;