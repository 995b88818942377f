CREATE TABLE "calendar_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_type" text NOT NULL,
	"feed_id" uuid,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "calendar_exports_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "channel_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"from_night" date NOT NULL,
	"until_night" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"conflict_at" timestamp with time zone,
	"conflict_alerted_at" timestamp with time zone,
	"conflict_resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "channel_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_type" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"units" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"etag" text,
	"last_modified" text,
	"last_attempt_at" timestamp with time zone,
	"last_fetched_at" timestamp with time zone,
	"last_changed_at" timestamp with time zone,
	"events_hash" text,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"empty_fetches" integer DEFAULT 0 NOT NULL,
	"stale_alerted_at" timestamp with time zone,
	CONSTRAINT "channel_feeds_units_check" CHECK ("channel_feeds"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "waiting_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"service_type" text NOT NULL,
	"room_type" text,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"quantity" integer NOT NULL,
	"request" jsonb NOT NULL,
	"claims" jsonb NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_quote_id" uuid,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_quantity_check" CHECK ("waiting_list_entries"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "inventory_claims" ADD COLUMN "channel_event_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_feed_id_channel_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."channel_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_events" ADD CONSTRAINT "channel_events_feed_id_channel_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."channel_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_exports_unit_type_idx" ON "calendar_exports" USING btree ("unit_type") WHERE "calendar_exports"."feed_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_exports_feed_idx" ON "calendar_exports" USING btree ("feed_id") WHERE "calendar_exports"."feed_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_events_feed_uid_idx" ON "channel_events" USING btree ("feed_id","uid");--> statement-breakpoint
CREATE INDEX "waiting_list_status_idx" ON "waiting_list_entries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "waiting_list_user_idx" ON "waiting_list_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "inventory_claims_channel_event_idx" ON "inventory_claims" USING btree ("channel_event_id") WHERE "inventory_claims"."channel_event_id" is not null;