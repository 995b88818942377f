CREATE TABLE "camps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"pricing_minor" integer NOT NULL,
	"total_camps" integer NOT NULL,
	"max_guests" integer DEFAULT 16 NOT NULL,
	"facilities" text[] DEFAULT '{}' NOT NULL,
	"facilities_ar" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "camps_slug_unique" UNIQUE("slug"),
	CONSTRAINT "camps_counts_check" CHECK ("camps"."total_camps" >= 0),
	CONSTRAINT "camps_pricing_check" CHECK ("camps"."pricing_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text NOT NULL,
	"alt_ar" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "images_kind_check" CHECK ("images"."kind" in ('gallery', 'instagram'))
);
--> statement-breakpoint
CREATE TABLE "inventory_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_key" text NOT NULL,
	"night" date NOT NULL,
	"quantity" integer NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"quote_id" uuid,
	"booking_id" uuid,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_claims_quantity_check" CHECK ("inventory_claims"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "parking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"subtitle" text NOT NULL,
	"subtitle_ar" text NOT NULL,
	"description" text NOT NULL,
	"description_ar" text NOT NULL,
	"width_metres" double precision NOT NULL,
	"length_metres" double precision NOT NULL,
	"weekday_minor" integer NOT NULL,
	"weekend_minor" integer NOT NULL,
	"facilities" text[] DEFAULT '{}' NOT NULL,
	"facilities_ar" text[] DEFAULT '{}' NOT NULL,
	"total_slots" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_slug_unique" UNIQUE("slug"),
	CONSTRAINT "parking_counts_check" CHECK ("parking"."total_slots" >= 0),
	CONSTRAINT "parking_pricing_check" CHECK ("parking"."weekday_minor" > 0 and "parking"."weekend_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_type" text NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"pricing_minor" integer NOT NULL,
	"total_rooms" integer NOT NULL,
	"capacity" integer NOT NULL,
	"facilities" text[] DEFAULT '{}' NOT NULL,
	"facilities_ar" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_types_room_type_unique" UNIQUE("room_type"),
	CONSTRAINT "room_types_counts_check" CHECK ("room_types"."total_rooms" >= 0 and "room_types"."capacity" >= 1),
	CONSTRAINT "room_types_pricing_check" CHECK ("room_types"."pricing_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'guest' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('guest', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_kind_idx" ON "images" USING btree ("kind","sort_order");--> statement-breakpoint
CREATE INDEX "inventory_claims_unit_night_idx" ON "inventory_claims" USING btree ("unit_key","night");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));