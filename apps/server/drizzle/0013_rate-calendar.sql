CREATE TABLE "rate_nights" (
	"unit_type" text NOT NULL,
	"night" date NOT NULL,
	"nightly_rate_minor" integer,
	"weekend_rate_minor" integer,
	"min_nights" integer,
	"max_nights" integer,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_nights_unit_type_night_pk" PRIMARY KEY("unit_type","night"),
	CONSTRAINT "rate_nights_unit_type_check" CHECK ("rate_nights"."unit_type" in ('master', 'kids', 'camp', 'parking')),
	CONSTRAINT "rate_nights_rates_check" CHECK (coalesce("rate_nights"."nightly_rate_minor", 1) > 0 and coalesce("rate_nights"."weekend_rate_minor", 1) > 0),
	CONSTRAINT "rate_nights_stay_check" CHECK (coalesce("rate_nights"."min_nights", 1) >= 1 and coalesce("rate_nights"."max_nights", 1) >= 1 and coalesce("rate_nights"."max_nights" >= "rate_nights"."min_nights", true))
);
