CREATE TABLE "rate_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekend_days" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "rate_settings_one_row_check" CHECK ("rate_settings"."id" = 1),
	CONSTRAINT "rate_settings_weekend_days_check" CHECK ("rate_settings"."weekend_days" <@ array[0, 1, 2, 3, 4, 5, 6] and cardinality("rate_settings"."weekend_days") between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "rate_settings" ADD CONSTRAINT "rate_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;