/**
 * The SQL the product sends for a price check and for a paid booking's four calls, statement for
 * statement, as captured from the site (`node --import ./scripts/bench/trace-sql.mjs`, see
 * floor-server.mjs) on its node-postgres pool. The floor server sends these texts with the same
 * parameters, in the same transactions, so that product / floor is the cost of everything but SQL.
 * When the product's statements change, capture them again and follow here: every bench checks
 * first that the floor still sends them (`npm run bench -- --floor-check` checks only that).
 */
const QUOTE_COLUMNS = `"id", "user_id", "service_type", "booking_type", "room_type", "check_in", "check_out", "nights", "quantity", "guests", "request", "claims", "price_lines", "unit_price_minor", "total_minor", "vat_rate_bp", "policy_shown", "status", "state", "expires_at", "hold_expires_at", "payment_provider", "payment_intent_id", "booking_id", "is_private_booking", "payment_settled_at", "changes_booking_id", "change_base_version", "change_base_total_minor", "change_difference_minor", "change_refund_minor", "change_kept_minor", "created_at", "updated_at"`;
const INTENT_COLUMNS = `"id", "client_secret", "idempotency_key", "amount", "currency", "capture_method", "status", "amount_refunded", "refund_keys", "metadata", "last_error", "created_at", "updated_at"`;
const TAX_DOCUMENT_COLUMNS = `"id", "booking_id", "issue_order", "kind", "number", "year", "sequence", "issued_at", "content", "total_minor", "reason", "corrects_id", "voided_by_id", "payment_intent_id", "booking_payment_id"`;
const BOOKING_COLUMNS = `"id", "user_id", "quote_id", "payment_intent_id", "service_type", "booking_type", "room_type", "check_in", "check_out", "policy_check_in", "nights", "quantity", "guests", "is_private_booking", "price_lines", "total_minor", "vat_rate_bp", "policy_shown", "status", "payment_status", "refund_owed_minor", "refunded_minor", "charged_minor", "authorised_at", "version", "cancelled_at", "cancelled_by", "guest_phone", "special_requests", "arrival_time", "decline_reason", "checked_in_at", "checked_in_by", "checked_out_at", "checked_out_by", "no_show_at", "no_show_by", "no_show_refund_minor", "created_at", "updated_at"`;
const LIVE_CLAIM = `("inventory_claims"."released_at" is null and ("inventory_claims"."hold_expires_at" is null or "inventory_claims"."hold_expires_at" > $3))`;
// The JSON columns the product reads its facts with, each built by the repository owning its table.
const STOCK_AND_RATES = `(select coalesce(json_agg(json_build_object( 'roomType', room_type, 'capacity', capacity, 'pricingMinor', pricing_minor, 'totalRooms', total_rooms)), '[]'::json) from room_types) as rooms, (select coalesce(json_agg(json_build_object( 'slug', slug, 'pricingMinor', pricing_minor, 'totalCamps', total_camps) order by created_at, slug), '[]'::json) from camps) as camps, (select json_build_object( 'totalSlots', total_slots, 'weekdayMinor', weekday_minor, 'weekendMinor', weekend_minor) from parking order by created_at limit 1) as parking`;
const EXTRA_FACTS = `(select coalesce(json_agg(json_build_object( 'id', id, 'slug', slug, 'name', name, 'nameAr', name_ar, 'priceType', price_type, 'priceMinor', price_minor, 'days', days, 'dailyCapacity', daily_capacity, 'active', active) order by sort_order, name), '[]'::json) from extras) as extras`;
const PROMO_CAPS = `(select coalesce(json_agg(json_build_object( 'id', id, 'maxUses', max_uses, 'maxUsesPerGuest', max_uses_per_guest)), '[]'::json) from promo_codes) as promo_caps`;
const TAX_TERMS = `(select json_build_object( 'vatRateBp', vat_rate_bp, 'ratesIncludeVat', rates_include_vat, 'tourismFeeMinor', json_build_object( 'master', tourism_fee_master_minor, 'kids', tourism_fee_kids_minor, 'camp', tourism_fee_camp_minor, 'parking', tourism_fee_parking_minor)) from tax_settings where id = 1) as tax_terms`;
const STAY_CALENDAR = `(select coalesce(json_agg(json_build_object( 'unitType', unit_type, 'night', night, 'nightlyRateMinor', nightly_rate_minor, 'weekendRateMinor', weekend_rate_minor, 'minNights', min_nights, 'maxNights', max_nights, 'closedToArrival', closed_to_arrival, 'closedToDeparture', closed_to_departure) order by unit_type, night), '[]'::json) from rate_nights where unit_type in ('master', 'kids', 'camp', 'parking') and night between $1 and $2) as calendar`;
/** `$first, $first+1, ...`: a multi-row insert sends one parameter per value. */
const placeholders = (first, count) =>
  Array.from({ length: count }, (_, index) => `$${first + index}`).join(", ");

export const sql = {
  sessionUser: `select "sessions"."id", "sessions"."last_seen_at", "sessions"."expires_at", "users"."id", "users"."name", "users"."email", "users"."role", "users"."phone" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."id" = $1`,
  touchSession: `update "sessions" set "last_seen_at" = $1 where "sessions"."id" = $2`,
  countQuote: `insert into "rate_limits" ("key", "count", "last_at") values ($1, $2, $3) on conflict ("key") do update set "count" = case when "rate_limits"."last_at" < $4 then 1 else "rate_limits"."count" + 1 end, "last_at" = $5 returning "count"`,
  /** A price check's facts (readBookingFactRows): five JSON columns, the stay's nights from $1 to $2. */
  bookingFacts: `select ${STOCK_AND_RATES}, ${EXTRA_FACTS}, ${PROMO_CAPS}, ${TAX_TERMS}, ${STAY_CALENDAR}`,
  /** A payment start's unit totals (readUnitTotalRows), inside its transaction. */
  unitTotals: `select ${STOCK_AND_RATES}, ${EXTRA_FACTS}, ${PROMO_CAPS}`,
  taxSettings: `select "id", "legal_name_en", "legal_name_ar", "address_en", "address_ar", "trn", "vat_rate_bp", "rates_include_vat", "tourism_fee_master_minor", "tourism_fee_kids_minor", "tourism_fee_camp_minor", "tourism_fee_parking_minor", "updated_at", "updated_by" from "tax_settings" where "tax_settings"."id" = $1`,
  /** The unit keys ($1) and the nights ($2), each one array value, and the time ($3). */
  claimedPerNight: `select "unit_key", "night", sum("quantity") from "inventory_claims" where ("inventory_claims"."unit_key" = any($1) and "inventory_claims"."night" = any($2) and ${LIVE_CLAIM}) group by "inventory_claims"."unit_key", "inventory_claims"."night"`,
  insertQuote: `insert into "quotes" (${QUOTE_COLUMNS}) values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, default, $16, default, $17, default, default, default, default, default, default, default, default, default, default, default, default, default, default) returning "id"`,
  quote: `select ${QUOTE_COLUMNS} from "quotes" where "quotes"."id" = $1`,
  quoteForUpdate: `select ${QUOTE_COLUMNS} from "quotes" where "quotes"."id" = $1 for update`,
  advisoryLock: `select pg_advisory_xact_lock(hashtext($1))`,
  heldByAccount: `select count(distinct "inventory_claims"."quote_id"), coalesce(sum("inventory_claims"."quantity"), 0) from "inventory_claims" inner join "quotes" on "quotes"."id" = "inventory_claims"."quote_id" where ("quotes"."user_id" = $1 and "inventory_claims"."quote_id" <> $2 and "inventory_claims"."booking_id" is null and "inventory_claims"."hold_expires_at" is not null and ${LIVE_CLAIM} and "inventory_claims"."unit_key" not like $4 and "inventory_claims"."unit_key" not like $5)`,
  /** `rows` claims in one statement, five parameters each. */
  insertHolds: (rows) =>
    `insert into "inventory_claims" ("id", "unit_key", "night", "quantity", "hold_expires_at", "quote_id", "booking_id", "closure_id", "channel_event_id", "released_at", "created_at") values ${Array.from(
      { length: rows },
      (_, row) =>
        `(default, ${placeholders(row * 5 + 1, 5)}, default, default, default, default, default)`,
    ).join(", ")}`,
  markPaying: `update "quotes" set "state" = $1, "hold_expires_at" = $2, "updated_at" = $3 where ("quotes"."id" = $4 and "quotes"."state" = $5) returning "id"`,
  insertIntent: `insert into "sandbox_payment_intents" (${INTENT_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, default, default, $8, default, default, default) on conflict ("idempotency_key") do nothing returning ${INTENT_COLUMNS}`,
  setQuoteIntent: `update "quotes" set "payment_provider" = $1, "payment_intent_id" = $2, "updated_at" = $3 where "quotes"."id" = $4`,
  confirmIntent: `update "sandbox_payment_intents" set "status" = case when "sandbox_payment_intents"."capture_method" = 'manual' then 'requires_capture' else 'succeeded' end, "last_error" = $1, "updated_at" = $2 where (("sandbox_payment_intents"."client_secret" = $3 and "sandbox_payment_intents"."last_error" is null) and "sandbox_payment_intents"."status" in ($4)) returning ${INTENT_COLUMNS}`,
  intent: `select ${INTENT_COLUMNS} from "sandbox_payment_intents" where "sandbox_payment_intents"."id" = $1`,
  bookingIdTaken: `select "id" from "bookings" where "bookings"."id" between $1 and $2 limit $3`,
  heldByQuote: `select "id" from "inventory_claims" where ("inventory_claims"."quote_id" = $1 and "inventory_claims"."booking_id" is null and ("inventory_claims"."released_at" is null and ("inventory_claims"."hold_expires_at" is null or "inventory_claims"."hold_expires_at" > $2)))`,
  claimForBooking: `update "inventory_claims" set "hold_expires_at" = $1, "booking_id" = $2 where ("inventory_claims"."quote_id" = $3 and "inventory_claims"."released_at" is null)`,
  userPhone: `select "phone" from "users" where "users"."id" = $1`,
  insertBooking: `insert into "bookings" (${BOOKING_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, default, default, $21, $22, $23, default, default, $24, $25, $26, default, default, default, default, default, default, default, default, default, $27) returning ${BOOKING_COLUMNS}`,
  markFulfilled: `update "quotes" set "state" = $1, "booking_id" = $2, "updated_at" = $3 where ("quotes"."id" = $4 and "quotes"."state" = $5) returning "id"`,
  insertPayment: `insert into "booking_payments" ("id", "booking_id", "kind", "amount_minor", "payment_intent_id", "actor", "actor_id", "created_at") values (default, $1, $2, $3, $4, $5, $6, $7) returning "id", "booking_id", "kind", "amount_minor", "payment_intent_id", "actor", "actor_id", "created_at"`,
  documentsOfPayment: `select ${TAX_DOCUMENT_COLUMNS} from "tax_documents" where "tax_documents"."booking_payment_id" = $1`,
  userNameEmail: `select "name", "email" from "users" where "users"."id" = $1`,
  documentsOfBooking: `select ${TAX_DOCUMENT_COLUMNS} from "tax_documents" where "tax_documents"."booking_id" = $1 order by "tax_documents"."issue_order" asc`,
  nextDocumentNumber: `insert into "document_sequences" ("kind", "year", "last_number") values ($1, $2, $3) on conflict ("kind","year") do update set "last_number" = "document_sequences"."last_number" + 1 returning "last_number"`,
  insertDocument: `insert into "tax_documents" (${TAX_DOCUMENT_COLUMNS}) values (default, $1, default, $2, $3, $4, $5, $6, $7, $8, $9, $10, default, $11, $12) returning ${TAX_DOCUMENT_COLUMNS}`,
  userForEmail: `select "name", "email", "language" from "users" where "users"."id" = $1`,
  queueEmail: `insert into "email_outbox" ("id", "to_address", "language", "template", "subject", "html", "text", "status", "attempts", "next_attempt_at", "last_error", "sent_at", "attach_documents", "created_at") values (default, $1, $2, $3, $4, $5, $6, default, default, default, default, default, $7, default) returning "id"`,
};
