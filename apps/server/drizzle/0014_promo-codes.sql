CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_minor" integer,
	"valid_from" date,
	"valid_to" date,
	"stay_from" date,
	"stay_to" date,
	"unit_types" text[],
	"min_nights" integer,
	"max_uses" integer,
	"max_uses_per_guest" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_one_discount_check" CHECK (("promo_codes"."percent_off" is null) <> ("promo_codes"."amount_off_minor" is null)),
	CONSTRAINT "promo_codes_percent_check" CHECK ("promo_codes"."percent_off" is null or "promo_codes"."percent_off" between 1 and 100),
	CONSTRAINT "promo_codes_amount_check" CHECK ("promo_codes"."amount_off_minor" is null or "promo_codes"."amount_off_minor" > 0),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" = upper("promo_codes"."code"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");