import { bookingReference } from "@camp/shared/booking/booking-reference";
import { resortLocation, resortMapLink } from "@camp/shared/site/resort-location";
import { priceTaxOf } from "@camp/shared/tax/price-tax";
import type { Config } from "../../config/env";
import {
  button,
  heading,
  join,
  layout,
  lineBreak,
  lines,
  link,
  paragraph,
  type SafeHtml,
  table,
  text,
  unbroken,
} from "./email-layout";
import type {
  BookingEmailData,
  BookingEmailTemplate,
  EmailBooking,
  EmailLanguage,
  EmailMessage,
  PasswordResetEmailData,
  PaymentLinkEmailData,
  RenderedEmail,
  WaitingListOfferEmailData,
} from "./email-message";
import {
  emailTexts,
  formatAed,
  formatCount,
  formatDubaiTime,
  formatRateBp,
  formatStayDate,
  priceRows,
  serviceLabel,
} from "./email-texts";
import { renderChannelConflict, renderChannelFeedStale } from "./render-staff-alert";
import { renderStaffInvitation } from "./render-staff-invitation";

/** The guest's bookings page (spec section 2 spells it /my-booking). */
const MY_BOOKINGS_PATH = "/my-booking";

/**
 * A link to the site that opens it in the email's language, on any device (a mail app's own
 * browser has no cookie saying which): the site reads `?lang=` before its cookie. Every link to the
 * site in a guest's email goes through here, so none can carry another language or none.
 */
function inEmailLanguage(url: string, language: EmailLanguage): string {
  const link = new URL(url);
  link.searchParams.set("lang", language);
  return link.toString();
}

/** What the refund part says: the amount given back, or that nothing was charged or is due. */
function refundSentence(
  template: BookingEmailTemplate,
  data: BookingEmailData,
  language: EmailLanguage,
) {
  const texts = emailTexts[language];
  if (template === "request-declined")
    return data.refundMinor
      ? `${texts.refund}: ${formatAed(data.refundMinor, language)}`
      : texts.nothingCharged;
  if (template === "booking-changed") return changeSentence(data, language);
  if (template !== "booking-cancelled") return null;
  return data.refundMinor
    ? `${texts.refund}: ${formatAed(data.refundMinor, language)}`
    : texts.noRefund;
}

/** A confirmation of a booking paid at the desk says so: nothing charged, the amount due there. */
function atDeskWords(
  template: BookingEmailTemplate,
  data: BookingEmailData,
  language: EmailLanguage,
) {
  const texts = emailTexts[language];
  const words = texts.bookingTemplates[template];
  return isPaidAtDesk(template, data) ? { ...words, intro: texts.payAtDesk.intro } : words;
}

const isPaidAtDesk = (template: BookingEmailTemplate, data: BookingEmailData) =>
  template === "booking-confirmed" && (data.balanceDueMinor ?? 0) > 0;

function dueSentence(
  template: BookingEmailTemplate,
  data: BookingEmailData,
  language: EmailLanguage,
): string | null {
  if (!isPaidAtDesk(template, data)) return null;
  return `${emailTexts[language].payAtDesk.due}: ${formatAed(data.balanceDueMinor ?? 0, language)}`;
}

/** What a change cost or gave back: paid, or refunded with what the resort keeps, or nothing. */
function changeSentence(data: BookingEmailData, language: EmailLanguage): string | null {
  const change = data.change;
  if (!change) return null;
  const words = emailTexts[language].changed;
  if (change.paidMinor > 0) return `${words.paid}: ${formatAed(change.paidMinor, language)}`;
  if (change.refundMinor === 0 && change.keptMinor === 0) return words.nothing;
  const refund = `${words.refund}: ${formatAed(change.refundMinor, language)}`;
  return change.keptMinor > 0
    ? `${refund}. ${words.kept}: ${formatAed(change.keptMinor, language)}`
    : refund;
}

/** The emails that confirm a stay, which keep the FAQ's promise of a map pin and directions. */
const STAY_CONFIRMATIONS: readonly BookingEmailTemplate[] = [
  "booking-confirmed",
  "request-confirmed",
];

/** Where the camp is, how to get there and how to change the booking, as HTML and as text. */
function arrivalSection(
  reference: string,
  language: EmailLanguage,
): { html: SafeHtml; text: string[] } {
  const texts = emailTexts[language];
  const mapUrl = resortMapLink();
  const address = resortLocation.address[language];
  const contact = { reference, email: resortLocation.email, phone: resortLocation.phone };
  // The sentence with a marker for each value, so the HTML can keep each value on one line.
  const parts = texts
    .changes({
      reference: "\uE000reference\uE001",
      email: "\uE000email\uE001",
      phone: "\uE000phone\uE001",
    })
    .split(/\uE000(reference|email|phone)\uE001/);
  const contactValue = (part: string) => contact[part as keyof typeof contact];
  const changes = parts.map((part, index) => (index % 2 ? contactValue(part) : part)).join("");
  const changesHtml = join(
    ...parts.map((part, index) => (index % 2 ? unbroken(contactValue(part)) : text(part))),
  );
  return {
    html: join(
      heading(text(texts.location.heading)),
      paragraph(join(text(address), lineBreak, link(texts.location.mapLink, mapUrl))),
      paragraph(text(texts.location.directions)),
      paragraph(changesHtml),
    ),
    text: [
      `${texts.location.heading}:`,
      address,
      `${texts.location.mapLink}: ${mapUrl}`,
      texts.location.directions,
      "",
      changes,
    ],
  };
}

/** The price table of a stay: its lines, the total and the VAT the total includes. */
function priceTable(
  stay: Pick<EmailBooking, "priceLines" | "checkIn" | "nights" | "totalMinor" | "vatRateBp">,
  language: EmailLanguage,
) {
  const texts = emailTexts[language];
  // VAT is part of the total (decision 028): said on it, and its amount after it, once per price.
  const vatRateBp = stay.vatRateBp ?? 0;
  const totalLabel = vatRateBp > 0 ? texts.totalInclVat : texts.total;
  const prices = [
    ...priceRows(stay.priceLines, stay.checkIn, stay.nights, language),
    { label: totalLabel, value: formatAed(stay.totalMinor, language), strong: true },
    ...(vatRateBp > 0
      ? [
          {
            label: texts.vatIncluded(formatRateBp(vatRateBp, language)),
            value: formatAed(priceTaxOf(stay.priceLines, vatRateBp).vatAmount, language),
          },
        ]
      : []),
  ];
  return { totalLabel, prices };
}

/** The booking's details as the email's table lists them. */
function detailRows(
  booking: BookingEmailData["booking"],
  reference: string,
  language: EmailLanguage,
) {
  const texts = emailTexts[language];
  return [
    { label: texts.reference, value: reference },
    { label: texts.service, value: serviceLabel(booking, language) },
    { label: texts.checkIn, value: formatStayDate(booking.checkIn, language) },
    { label: texts.checkOut, value: formatStayDate(booking.checkOut, language) },
    { label: texts.nights, value: formatCount(booking.nights, language) },
    { label: texts.units, value: formatCount(booking.quantity, language) },
    { label: texts.guests, value: formatCount(booking.guests, language) },
    ...(booking.arrivalTime ? [{ label: texts.arrivalTime, value: booking.arrivalTime }] : []),
  ];
}

/** What a changed booking was before its change, under the same total's label. */
function rowsBeforeChange(
  from: NonNullable<BookingEmailData["change"]>["from"],
  totalLabel: string,
  language: EmailLanguage,
) {
  const texts = emailTexts[language];
  return [
    { label: texts.checkIn, value: formatStayDate(from.checkIn, language) },
    { label: texts.checkOut, value: formatStayDate(from.checkOut, language) },
    { label: texts.nights, value: formatCount(from.nights, language) },
    { label: texts.units, value: formatCount(from.quantity, language) },
    { label: texts.guests, value: formatCount(from.guests, language) },
    { label: totalLabel, value: formatAed(from.totalMinor, language) },
  ];
}

function renderBookingEmail(
  config: Config,
  template: BookingEmailTemplate,
  language: EmailLanguage,
  data: BookingEmailData,
): RenderedEmail {
  const texts = emailTexts[language];
  const words = atDeskWords(template, data, language);
  const { booking } = data;
  const reference = bookingReference(booking.id);
  const details = detailRows(booking, reference, language);
  const wishes = booking.specialRequests;
  const { totalLabel, prices } = priceTable(booking, language);
  const refund = refundSentence(template, data, language) ?? dueSentence(template, data, language);
  const from = data.change?.from;
  const before = from ? rowsBeforeChange(from, totalLabel, language) : null;
  const myBookingsUrl = inEmailLanguage(`${config.PUBLIC_URL}${MY_BOOKINGS_PATH}`, language);
  const arrival = STAY_CONFIRMATIONS.includes(template)
    ? arrivalSection(reference, language)
    : null;

  const html = layout({
    language,
    title: words.heading,
    resortName: texts.resortName,
    footer: texts.footer,
    body: join(
      paragraph(text(texts.greeting(data.guestName))),
      paragraph(text(words.intro)),
      data.reason
        ? paragraph(join(text(`${texts.declineReason}:`), lineBreak, lines(data.reason)))
        : join(),
      refund ? paragraph({ html: `<strong>${text(refund).html}</strong>` }) : join(),
      heading(text(texts.detailsHeading)),
      table(details),
      wishes ? join(heading(text(texts.specialRequests)), paragraph(lines(wishes))) : join(),
      heading(text(texts.priceHeading)),
      table(prices),
      before ? join(heading(text(texts.changed.beforeHeading)), table(before)) : join(),
      arrival ? arrival.html : join(),
      button(texts.myBookings, myBookingsUrl),
      paragraph(lines(texts.signOff), true),
    ),
  });
  const textPart = [
    texts.greeting(data.guestName),
    "",
    words.intro,
    ...(data.reason ? ["", `${texts.declineReason}:`, data.reason] : []),
    ...(refund ? ["", refund] : []),
    "",
    `${texts.detailsHeading}:`,
    ...details.map(({ label, value }) => `${label}: ${value}`),
    ...(wishes ? ["", `${texts.specialRequests}:`, wishes] : []),
    "",
    `${texts.priceHeading}:`,
    ...prices.map(({ label, value }) => `${label}: ${value}`),
    "",
    ...(before
      ? [
          `${texts.changed.beforeHeading}:`,
          ...before.map(({ label, value }) => `${label}: ${value}`),
          "",
        ]
      : []),
    ...(arrival ? [...arrival.text, ""] : []),
    `${texts.myBookings}: ${myBookingsUrl}`,
    "",
    texts.signOff,
  ].join("\n");
  return { subject: `${words.subject} · ${texts.resortName}`, html, text: `${textPart}\n` };
}

function renderPasswordResetEmail(
  language: EmailLanguage,
  data: PasswordResetEmailData,
): RenderedEmail {
  const texts = emailTexts[language];
  const words = texts.reset;
  const resetUrl = inEmailLanguage(data.resetUrl, language);
  const html = layout({
    language,
    title: words.heading,
    resortName: texts.resortName,
    footer: texts.footer,
    body: join(
      paragraph(text(texts.greeting(data.guestName))),
      paragraph(text(words.intro)),
      button(words.button, resetUrl),
      paragraph(text(words.validFor(data.expiresMinutes))),
      paragraph(text(words.notYou), true),
      paragraph(lines(texts.signOff), true),
    ),
  });
  const textPart = [
    texts.greeting(data.guestName),
    "",
    words.intro,
    resetUrl,
    "",
    words.validFor(data.expiresMinutes),
    "",
    words.notYou,
    "",
    texts.signOff,
  ].join("\n");
  return { subject: `${words.subject} · ${texts.resortName}`, html, text: `${textPart}\n` };
}

/**
 * A held stay, its price, the link to pay it and until when it is held: a waiting-list offer
 * (decision 033), or a payment link staff sent (decision 055), which names the booking's reference.
 */
function renderHeldStayEmail(
  language: EmailLanguage,
  data: WaitingListOfferEmailData | PaymentLinkEmailData,
  kind: "offer" | "paymentLink",
): RenderedEmail {
  const texts = emailTexts[language];
  const words = texts[kind];
  const { stay } = data;
  const paymentUrl = inEmailLanguage(data.paymentUrl, language);
  const details = [
    ...("reference" in data ? [{ label: texts.reference, value: data.reference }] : []),
    { label: texts.service, value: serviceLabel(stay, language) },
    { label: texts.checkIn, value: formatStayDate(stay.checkIn, language) },
    { label: texts.checkOut, value: formatStayDate(stay.checkOut, language) },
    { label: texts.nights, value: formatCount(stay.nights, language) },
    { label: texts.units, value: formatCount(stay.quantity, language) },
    { label: texts.guests, value: formatCount(stay.guests, language) },
  ];
  const { prices } = priceTable(stay, language);
  const heldUntil = words.heldUntil(formatDubaiTime(new Date(data.holdUntil), language));
  const html = layout({
    language,
    title: words.heading,
    resortName: texts.resortName,
    footer: texts.footer,
    body: join(
      paragraph(text(texts.greeting(data.guestName))),
      paragraph(text(words.intro)),
      paragraph({ html: `<strong>${text(heldUntil).html}</strong>` }),
      heading(text(texts.detailsHeading)),
      table(details),
      heading(text(texts.priceHeading)),
      table(prices),
      button(words.button, paymentUrl),
      paragraph(text(words.notBooked), true),
      paragraph(lines(texts.signOff), true),
    ),
  });
  const textPart = [
    texts.greeting(data.guestName),
    "",
    words.intro,
    "",
    heldUntil,
    "",
    `${texts.detailsHeading}:`,
    ...details.map(({ label, value }) => `${label}: ${value}`),
    "",
    `${texts.priceHeading}:`,
    ...prices.map(({ label, value }) => `${label}: ${value}`),
    "",
    `${words.button}: ${paymentUrl}`,
    "",
    words.notBooked,
    "",
    texts.signOff,
  ].join("\n");
  return { subject: `${words.subject} · ${texts.resortName}`, html, text: `${textPart}\n` };
}

/** The subject, HTML and plain-text parts of a message in its language. */
export function renderEmail(config: Config, message: EmailMessage): RenderedEmail {
  if (message.template === "password-reset")
    return renderPasswordResetEmail(message.language, message.data);
  if (message.template === "staff-invitation")
    return renderStaffInvitation(message.language, message.data);
  if (message.template === "waiting-list-offer")
    return renderHeldStayEmail(message.language, message.data, "offer");
  if (message.template === "payment-link")
    return renderHeldStayEmail(message.language, message.data, "paymentLink");
  if (message.template === "channel-conflict")
    return renderChannelConflict(config, message.language, message.data);
  if (message.template === "channel-feed-stale")
    return renderChannelFeedStale(config, message.language, message.data);
  return renderBookingEmail(config, message.template, message.language, message.data);
}
