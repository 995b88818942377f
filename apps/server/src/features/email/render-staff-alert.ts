import { nightsBetween } from "@camp/shared/dates/stay-dates";
import { paths } from "@camp/shared/routes/site-paths";
import type { Config } from "../../config/env";
import {
  button,
  heading,
  join,
  layout,
  paragraph,
  type SafeHtml,
  table,
  text,
} from "./email-layout";
import type {
  ChannelConflictEmailData,
  ChannelFeedStaleEmailData,
  EmailLanguage,
  RenderedEmail,
} from "./email-message";
import { emailTexts } from "./email-texts";
import { formatAlertDate, formatAlertInstant, staffAlertTexts } from "./staff-alert-texts";

/** The staff alerts about channel calendars (decision 032): a conflict, a stale feed. */

type Section = { html: SafeHtml; text: string[] };
type Row = { label: string; value: string };

const rowsSection = (title: string, rows: Row[]): Section => ({
  html: join(heading(text(title)), table(rows)),
  text: [`${title}:`, ...rows.map(({ label, value }) => `${label}: ${value}`), ""],
});

function render(
  config: Config,
  language: EmailLanguage,
  words: { subject: string; heading: string },
  paragraphs: string[],
  sections: Section[],
  closing: string,
): RenderedEmail {
  const common = emailTexts[language];
  const texts = staffAlertTexts[language];
  // The console's Channels page, where feeds, conflicts and errors are listed.
  const consoleUrl = `${config.PUBLIC_URL}${paths.adminChannels}`;
  const html = layout({
    language,
    title: words.heading,
    resortName: common.resortName,
    footer: common.footer,
    body: join(
      ...paragraphs.map((line) => paragraph(text(line))),
      ...sections.map((section) => section.html),
      paragraph(text(closing)),
      button(texts.openConsole, consoleUrl),
    ),
  });
  const textPart = [
    ...paragraphs.flatMap((line) => [line, ""]),
    ...sections.flatMap((section) => section.text),
    closing,
    "",
    `${texts.openConsole}: ${consoleUrl}`,
  ].join("\n");
  return { subject: `${words.subject} · ${common.resortName}`, html, text: `${textPart}\n` };
}

export function renderChannelConflict(
  config: Config,
  language: EmailLanguage,
  data: ChannelConflictEmailData,
): RenderedEmail {
  const texts = staffAlertTexts[language];
  const words = texts.conflict;
  const date = (iso: string) => formatAlertDate(iso, language);
  const range = (from: string, to: string) => `${date(from)} ${texts.rangeArrow} ${date(to)}`;
  const sections = data.conflicts.map((conflict) => {
    const rows: Row[] = [
      { label: words.event, value: conflict.summary || data.feedName },
      { label: words.takes, value: texts.units(conflict.quantity) },
      ...conflict.bookings.map((booking) => ({
        label: words.booking(booking.reference),
        value: `${range(booking.checkIn, booking.checkOut)} · ${texts.units(booking.quantity)} · ${texts.bookingStatuses[booking.status] ?? booking.status}`,
      })),
      ...conflict.channels.map((channel) => ({
        label: channel.name,
        value: `${range(channel.from, channel.to)} · ${texts.units(channel.quantity)}`,
      })),
    ];
    if (conflict.bookings.length === 0 && conflict.channels.length === 0)
      rows.push({ label: "—", value: words.noBookings });
    const title = `${range(conflict.from, conflict.to)} (${texts.nights(nightsBetween(conflict.from, conflict.to))})`;
    return rowsSection(title, rows);
  });
  return render(
    config,
    language,
    { subject: words.subject(data.feedName), heading: words.heading },
    [words.intro(data.feedName, texts.unitTypes[data.unitType])],
    sections,
    words.action,
  );
}

export function renderChannelFeedStale(
  config: Config,
  language: EmailLanguage,
  data: ChannelFeedStaleEmailData,
): RenderedEmail {
  const texts = staffAlertTexts[language];
  const words = texts.stale;
  const instant = (iso: string | null) => (iso ? formatAlertInstant(iso, language) : words.never);
  const detail =
    data.reason === "failed"
      ? (data.lastError ?? "")
      : data.reason === "unchanged"
        ? instant(data.lastChangedAt ?? data.lastFetchedAt)
        : instant(data.lastFetchedAt);
  const rows: Row[] = [
    { label: words.lastFetched, value: instant(data.lastFetchedAt) },
    { label: words.lastChanged, value: instant(data.lastChangedAt) },
    ...(data.lastError ? [{ label: words.lastError, value: data.lastError }] : []),
  ];
  return render(
    config,
    language,
    { subject: words.subject(data.feedName), heading: words.heading },
    [
      words.intro(data.feedName, texts.unitTypes[data.unitType]),
      words.reasons[data.reason](detail),
    ],
    [rowsSection(data.feedName, rows)],
    words.oncePerDay,
  );
}
