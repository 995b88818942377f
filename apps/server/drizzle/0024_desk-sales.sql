CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"language" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"email_sent_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	CONSTRAINT "payment_links_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "payment_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "payment_links_language_check" CHECK ("payment_links"."language" in ('en', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'website' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agent_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "taken_by" uuid;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "source" text DEFAULT 'website' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "agent_reference" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "taken_by" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "reserved_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_links_created_idx" ON "payment_links" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_source_idx" ON "bookings" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "booking_payments_created_idx" ON "booking_payments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_reserved_booking_id_unique" UNIQUE("reserved_booking_id");