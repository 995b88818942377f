import { bookingReference } from "@camp/shared/booking/booking-reference";
import type { Config } from "../../config/env";
import type { Executor } from "../../db/database";
import type { ChannelConflictEmailData, EmailLanguage } from "../email/email-message";
import { queueEmail } from "../email/queue-email";
import type { ChannelFeedRow } from "./channel-repository";
import { listAdministrators } from "./channel-repository";
import type { ClaimHolders } from "./conflict-repository";
import type { StaleReason } from "./feed-staleness";

/**
 * Who hears about channel trouble (decision 032): the addresses of STAFF_ALERT_EMAILS, in English
 * (the site does not know their readers' language), else every administrator account, in the
 * language of that account.
 */
export async function staffRecipients(
  db: Executor,
  config: Config,
): Promise<{ email: string; language: EmailLanguage }[]> {
  if (config.STAFF_ALERT_EMAILS.length > 0)
    return config.STAFF_ALERT_EMAILS.map((email) => ({ email, language: "en" as const }));
  return listAdministrators(db);
}

export type ConflictForAlert = {
  from: string;
  to: string;
  summary: string;
  quantity: number;
  /** What else takes the unit on the conflict's nights (closures are not named in the email). */
  holders: ClaimHolders;
};

/** One email per recipient naming every new conflict of one sync. Answers how many were queued. */
export async function queueConflictAlert(
  tx: Executor,
  config: Config,
  feed: Pick<ChannelFeedRow, "name" | "unitType">,
  conflicts: ConflictForAlert[],
): Promise<number> {
  const data: ChannelConflictEmailData = {
    feedName: feed.name,
    unitType: feed.unitType,
    conflicts: conflicts.map((conflict) => ({
      from: conflict.from,
      to: conflict.to,
      summary: conflict.summary,
      quantity: conflict.quantity,
      bookings: conflict.holders[0].map((stay) => ({
        reference: bookingReference(stay.id),
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        quantity: Number(stay.quantity),
        status: stay.status,
      })),
      channels: conflict.holders[2].map((event) => ({
        name: event.feedName,
        from: event.fromNight,
        to: event.untilNight,
        quantity: Number(event.quantity),
      })),
    })),
  };
  const recipients = await staffRecipients(tx, config);
  for (const recipient of recipients) {
    await queueEmail(tx, config, {
      to: recipient.email,
      language: recipient.language,
      template: "channel-conflict",
      data,
    });
  }
  return recipients.length;
}

/** The stale-feed email to every recipient. Answers how many were queued. */
export async function queueStaleAlert(
  tx: Executor,
  config: Config,
  feed: Pick<ChannelFeedRow, "name" | "unitType" | "lastError" | "lastFetchedAt" | "lastChangedAt">,
  reason: StaleReason,
): Promise<number> {
  const recipients = await staffRecipients(tx, config);
  for (const recipient of recipients) {
    await queueEmail(tx, config, {
      to: recipient.email,
      language: recipient.language,
      template: "channel-feed-stale",
      data: {
        feedName: feed.name,
        unitType: feed.unitType,
        reason,
        lastError: feed.lastError,
        lastFetchedAt: feed.lastFetchedAt?.toISOString() ?? null,
        lastChangedAt: feed.lastChangedAt?.toISOString() ?? null,
      },
    });
  }
  return recipients.length;
}
