import type { StaffRole } from "@camp/shared/auth/staff-permissions";
import type { PriceLine } from "@camp/shared/booking/pricing";
import type { OutboxDocuments } from "../../db/schema";

/** The language of the guest's site, which their emails are written in. */
export type EmailLanguage = "en" | "ar";

/** What a booking email shows: the stay and its price breakdown, as the booking stores them. */
export type EmailBooking = {
  id: string;
  serviceType: "room" | "camp" | "parking" | "package";
  roomType: "master" | "kids" | null;
  /** Calendar dates in Dubai, YYYY-MM-DD. */
  checkIn: string;
  checkOut: string;
  nights: number;
  quantity: number;
  guests: number;
  priceLines: PriceLine[];
  totalMinor: number;
  /** The VAT rate the total includes (basis points, decision 028); absent on mail queued before it. */
  vatRateBp?: number;
  /** What the guest asked for and when they expect to arrive (HH:MM), as they gave them. */
  specialRequests?: string | null;
  arrivalTime?: string | null;
};

export type BookingEmailData = {
  guestName: string;
  booking: EmailBooking;
  /** Money given back, in fils (booking-cancelled; request-declined sends 0: nothing was charged). */
  refundMinor?: number;
  /** booking-changed: the stay before the change, and what the change cost or gave back (fils). */
  change?: {
    from: Pick<
      EmailBooking,
      "checkIn" | "checkOut" | "nights" | "quantity" | "guests" | "roomType" | "totalMinor"
    >;
    paidMinor: number;
    refundMinor: number;
    keptMinor: number;
  };
  /** request-declined: staff's reason, as they wrote it. */
  reason?: string;
  /**
   * booking-confirmed of a booking to be paid at the desk (decision 055): what is due there, in
   * fils. Absent for a booking the card paid.
   */
  balanceDueMinor?: number;
};

export type PasswordResetEmailData = {
  guestName: string;
  resetUrl: string;
  expiresMinutes: number;
};

/** staff-invitation: an owner or manager invites someone to the staff (decision 054). */
export type StaffInvitationEmailData = {
  /** The invited person's name, as the inviter wrote it. */
  name: string;
  inviterName: string;
  role: StaffRole;
  /** The single-use link to the accept page, with its token. */
  acceptUrl: string;
  expiresHours: number;
};

/**
 * waiting-list-offer (decision 033): the stay a waiting guest is offered, priced as a quote and
 * held for them until `holdUntil`, with the payment page's link.
 */
export type WaitingListOfferEmailData = {
  guestName: string;
  stay: Omit<EmailBooking, "id" | "specialRequests" | "arrivalTime">;
  paymentUrl: string;
  /** When the hold ends, an ISO instant; the email shows it in Dubai time. */
  holdUntil: string;
};

/**
 * payment-link (decision 055): a stay staff took for the guest, held until `holdUntil`, with the
 * link that pays it without an account and the reference the booking will have.
 */
export type PaymentLinkEmailData = WaitingListOfferEmailData & { reference: string };

/** A unit type as the calendar feeds name it (decision 032). */
export type StaffUnitType = "master" | "kids" | "camp" | "parking";

/** channel-conflict: an OTA's events imported onto nights already full here (decision 032). */
export type ChannelConflictEmailData = {
  feedName: string;
  unitType: StaffUnitType;
  conflicts: {
    /** The event's nights: first night and the morning it ends (YYYY-MM-DD, Dubai). */
    from: string;
    to: string;
    summary: string;
    /** Units of the type the event takes each night. */
    quantity: number;
    /** The site's stays on those nights, and other channels' events. */
    bookings: {
      reference: string;
      checkIn: string;
      checkOut: string;
      quantity: number;
      status: string;
    }[];
    channels: { name: string; from: string; to: string; quantity: number }[];
  }[];
};

/** channel-feed-stale: a feed that failed or stopped changing (decision 032). */
export type ChannelFeedStaleEmailData = {
  feedName: string;
  unitType: StaffUnitType;
  reason: "failed" | "never_fetched" | "no_recent_fetch" | "unchanged";
  lastError: string | null;
  /** Instants, ISO 8601. */
  lastFetchedAt: string | null;
  lastChangedAt: string | null;
};

export type StaffAlertTemplate = "channel-conflict" | "channel-feed-stale";

export type BookingEmailTemplate =
  | "booking-confirmed"
  | "request-received"
  | "request-confirmed"
  | "request-declined"
  | "booking-cancelled"
  | "booking-changed";

export type EmailTemplate =
  | BookingEmailTemplate
  | "password-reset"
  | "staff-invitation"
  | "waiting-list-offer"
  | "payment-link"
  | StaffAlertTemplate;

/** One message to queue: the template decides what `data` must hold. */
export type EmailMessage =
  | {
      to: string;
      language: EmailLanguage;
      template: BookingEmailTemplate;
      data: BookingEmailData;
      /** The booking's invoices or credit notes to attach as PDFs when it is sent. */
      attachDocuments?: OutboxDocuments;
    }
  | {
      to: string;
      language: EmailLanguage;
      template: "password-reset";
      data: PasswordResetEmailData;
    }
  | {
      to: string;
      language: EmailLanguage;
      template: "staff-invitation";
      data: StaffInvitationEmailData;
    }
  | {
      to: string;
      language: EmailLanguage;
      template: "waiting-list-offer";
      data: WaitingListOfferEmailData;
    }
  | {
      to: string;
      language: EmailLanguage;
      template: "payment-link";
      data: PaymentLinkEmailData;
    }
  | {
      to: string;
      language: EmailLanguage;
      template: "channel-conflict";
      data: ChannelConflictEmailData;
    }
  | {
      to: string;
      language: EmailLanguage;
      template: "channel-feed-stale";
      data: ChannelFeedStaleEmailData;
    };

/** A message ready to send: what the outbox stores. */
export type RenderedEmail = { subject: string; html: string; text: string };
