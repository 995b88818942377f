/**
 * Stored history for `npm run bench`: `count` bookings, copied from one real booking the bench made
 * through the API (so every column is what the app writes), each with its quote and its claim.
 * The first `forGuest` belong to the bench's guest (my-bookings); the rest to 500 other guests.
 * All are past stays (up to two years back), so the nights the bench books stay free.
 */
export function seedBookingsSql({ templateQuoteId, guestEmail, count, forGuest }) {
  const quoted = (value) => `'${String(value).replaceAll("'", "''")}'`;
  return `
insert into users (name, email, password_hash)
select 'History Guest ' || g, 'history-' || g || '@bench.example', 'not-a-password-hash'
from generate_series(1, 500) g
on conflict do nothing;

with template_quote as (select * from quotes where id = ${quoted(templateQuoteId)}),
template_booking as (select * from bookings where quote_id = ${quoted(templateQuoteId)}),
guest as (select id from users where lower(email) = lower(${quoted(guestEmail)})),
history as (
  select id, row_number() over (order by email) - 1 as n
  from users where email like 'history-%@bench.example'
),
plan as (
  select g,
    gen_random_uuid() as quote_id,
    gen_random_uuid() as booking_id,
    'pi_history_' || md5(random()::text || g) as intent_id,
    case when g <= ${Number(forGuest)} then (select id from guest)
         else (select id from history where n = g % 500) end as user_id,
    current_date - 1 - (g % 700) as night
  from generate_series(1, ${Number(count)}) g
),
new_quotes as (
  insert into quotes (id, user_id, service_type, booking_type, room_type, check_in, check_out,
    nights, quantity, guests, request, claims, price_lines, unit_price_minor, total_minor, status,
    state, expires_at, payment_provider, payment_intent_id, booking_id, created_at)
  select p.quote_id, p.user_id, t.service_type, t.booking_type, t.room_type, p.night, p.night + 1,
    1, t.quantity, t.guests, t.request, t.claims, t.price_lines, t.unit_price_minor, t.total_minor,
    t.status, 'fulfilled', t.expires_at, t.payment_provider, p.intent_id, p.booking_id,
    now() - (p.g || ' minutes')::interval
  from plan p cross join template_quote t
  returning id
),
new_bookings as (
  insert into bookings (id, user_id, quote_id, payment_intent_id, service_type, booking_type,
    room_type, check_in, check_out, policy_check_in, nights, quantity, guests, price_lines,
    total_minor, charged_minor, status, payment_status, authorised_at, created_at)
  select p.booking_id, p.user_id, p.quote_id, p.intent_id, t.service_type, t.booking_type,
    t.room_type, p.night, p.night + 1, p.night, 1, t.quantity, t.guests, t.price_lines,
    t.total_minor, t.charged_minor,
    case when p.night < current_date then 'completed' else 'confirmed' end, 'completed',
    now() - (p.g || ' minutes')::interval, now() - (p.g || ' minutes')::interval
  from plan p cross join template_booking t
  returning id
)
insert into inventory_claims (unit_key, night, quantity, quote_id, booking_id)
select claim."unitKey", p.night, claim.quantity, p.quote_id, p.booking_id
from plan p
cross join template_quote t
cross join lateral jsonb_to_recordset(t.claims) as claim("unitKey" text, quantity int)
where (select count(*) from new_quotes) > 0 and (select count(*) from new_bookings) > 0;

analyze;
`;
}
