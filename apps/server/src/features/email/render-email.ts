import type { Config } from "../../config/env";
import { button, heading, join, layout, lines, paragraph, table, text } from "./email-layout";
import type {
  BookingEmailData,
  BookingEmailTemplate,
  EmailLanguage,
  EmailMessage,
  PasswordResetEmailData,
  RenderedEmail,
} from "./email-message";
import {
  emailTexts,
  formatAed,
  formatCount,
  formatStayDate,
  priceLineLabel,
  serviceLabel,
} from "./email-texts";

/** The guest's bookings page (spec section 2 spells it /my-booking). */
const MY_BOOKINGS_PATH = "/my-booking";

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
  if (template !== "booking-cancelled") return null;
  return data.refundMinor
    ? `${texts.refund}: ${formatAed(data.refundMinor, language)}`
    : texts.noRefund;
}

function renderBookingEmail(
  config: Config,
  template: BookingEmailTemplate,
  language: EmailLanguage,
  data: BookingEmailData,
): RenderedEmail {
  const texts = emailTexts[language];
  const words = texts.bookingTemplates[template];
  const { booking } = data;
  const details = [
    { label: texts.reference, value: booking.id },
    { label: texts.service, value: serviceLabel(booking, language) },
    { label: texts.checkIn, value: formatStayDate(booking.checkIn, language) },
    { label: texts.checkOut, value: formatStayDate(booking.checkOut, language) },
    { label: texts.nights, value: formatCount(booking.nights, language) },
    { label: texts.units, value: formatCount(booking.quantity, language) },
    { label: texts.guests, value: formatCount(booking.guests, language) },
  ];
  const prices = [
    ...booking.priceLines.map((line) => ({
      label: priceLineLabel(line, booking.nights, language),
      value: formatAed(line.amount, language),
    })),
    { label: texts.total, value: formatAed(booking.totalMinor, language), strong: true },
  ];
  const refund = refundSentence(template, data, language);
  const myBookingsUrl = `${config.PUBLIC_URL}${MY_BOOKINGS_PATH}`;

  const html = layout({
    language,
    title: words.heading,
    resortName: texts.resortName,
    footer: texts.footer,
    body: join(
      paragraph(text(texts.greeting(data.guestName))),
      paragraph(text(words.intro)),
      refund ? paragraph({ html: `<strong>${text(refund).html}</strong>` }) : join(),
      heading(text(texts.detailsHeading)),
      table(details),
      heading(text(texts.priceHeading)),
      table(prices),
      button(texts.myBookings, myBookingsUrl),
      paragraph(lines(texts.signOff), true),
    ),
  });
  const textPart = [
    texts.greeting(data.guestName),
    "",
    words.intro,
    ...(refund ? ["", refund] : []),
    "",
    `${texts.detailsHeading}:`,
    ...details.map(({ label, value }) => `${label}: ${value}`),
    "",
    `${texts.priceHeading}:`,
    ...prices.map(({ label, value }) => `${label}: ${value}`),
    "",
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
  const html = layout({
    language,
    title: words.heading,
    resortName: texts.resortName,
    footer: texts.footer,
    body: join(
      paragraph(text(texts.greeting(data.guestName))),
      paragraph(text(words.intro)),
      button(words.button, data.resetUrl),
      paragraph(text(words.validFor(data.expiresMinutes))),
      paragraph(text(words.notYou), true),
      paragraph(lines(texts.signOff), true),
    ),
  });
  const textPart = [
    texts.greeting(data.guestName),
    "",
    words.intro,
    data.resetUrl,
    "",
    words.validFor(data.expiresMinutes),
    "",
    words.notYou,
    "",
    texts.signOff,
  ].join("\n");
  return { subject: `${words.subject} · ${texts.resortName}`, html, text: `${textPart}\n` };
}

/** The subject, HTML and plain-text parts of a message in its language. */
export function renderEmail(config: Config, message: EmailMessage): RenderedEmail {
  if (message.template === "password-reset")
    return renderPasswordResetEmail(message.language, message.data);
  return renderBookingEmail(config, message.template, message.language, message.data);
}
