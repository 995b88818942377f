CREATE TABLE "document_sequences" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_sequences_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"issue_order" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tax_documents_issue_order_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"reason" text NOT NULL,
	"corrects_id" uuid,
	"voided_by_id" uuid,
	"payment_intent_id" text,
	"booking_payment_id" uuid,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_booking_payment_id_unique" UNIQUE("booking_payment_id")
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_corrects_id_tax_documents_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_voided_by_id_tax_documents_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_booking_payment_id_booking_payments_id_fk" FOREIGN KEY ("booking_payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_sequence_idx" ON "tax_documents" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE INDEX "tax_documents_booking_idx" ON "tax_documents" USING btree ("booking_id","issue_order");--> statement-breakpoint
CREATE INDEX "tax_documents_corrects_idx" ON "tax_documents" USING btree ("corrects_id");--> statement-breakpoint
-- hand-written: an issued document never changes (decision 029): only voided_by_id may be set,
-- once, when a reissue voids it; nothing is ever deleted.
CREATE FUNCTION "tax_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'tax documents are never deleted';
  END IF;
  IF OLD."voided_by_id" IS NOT NULL
    OR (to_jsonb(NEW) - 'voided_by_id') IS DISTINCT FROM (to_jsonb(OLD) - 'voided_by_id') THEN
    RAISE EXCEPTION 'tax document % is immutable', OLD."number";
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tax_documents_immutable" BEFORE UPDATE OR DELETE ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION "tax_documents_immutable"();
