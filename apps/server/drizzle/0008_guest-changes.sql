CREATE TABLE "booking_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"from_terms" jsonb NOT NULL,
	"to_terms" jsonb NOT NULL,
	"difference_minor" integer NOT NULL,
	"paid_minor" integer DEFAULT 0 NOT NULL,
	"refund_minor" integer DEFAULT 0 NOT NULL,
	"kept_minor" integer DEFAULT 0 NOT NULL,
	"payment_intent_id" text,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_changes_quote_id_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "charged_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "changes_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "change_base_version" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "change_base_total_minor" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "change_difference_minor" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "change_refund_minor" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "change_kept_minor" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "refund_keys" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_changes_booking_idx" ON "quotes" USING btree ("changes_booking_id") WHERE "quotes"."changes_booking_id" is not null;
--> statement-breakpoint
-- hand-written: before guest changes a booking had one payment, for its total: that is what its
-- payments are for, and each money movement so far moved on the booking's own intent.
UPDATE "bookings" SET "charged_minor" = "total_minor";--> statement-breakpoint
UPDATE "booking_payments" SET "payment_intent_id" = "bookings"."payment_intent_id" FROM "bookings" WHERE "bookings"."id" = "booking_payments"."booking_id";
