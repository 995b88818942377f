CREATE TABLE "tax_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name_en" text NOT NULL,
	"legal_name_ar" text NOT NULL,
	"address_en" text NOT NULL,
	"address_ar" text NOT NULL,
	"trn" text,
	"vat_rate_bp" integer NOT NULL,
	"rates_include_vat" boolean NOT NULL,
	"tourism_fee_master_minor" integer NOT NULL,
	"tourism_fee_kids_minor" integer NOT NULL,
	"tourism_fee_camp_minor" integer NOT NULL,
	"tourism_fee_parking_minor" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "tax_settings_one_row_check" CHECK ("tax_settings"."id" = 1),
	CONSTRAINT "tax_settings_vat_rate_check" CHECK ("tax_settings"."vat_rate_bp" between 0 and 10000),
	CONSTRAINT "tax_settings_fee_check" CHECK ("tax_settings"."tourism_fee_master_minor" >= 0 and "tax_settings"."tourism_fee_kids_minor" >= 0 and "tax_settings"."tourism_fee_camp_minor" >= 0 and "tax_settings"."tourism_fee_parking_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;