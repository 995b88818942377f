import { bookingReference } from "@camp/shared/booking/booking-reference";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { resortInstantOf } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import {
  type CashReport,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "@camp/shared/desk-sales/desk-sales";
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/database";
import { bookingPayments, bookings, users } from "../../db/schema";
import { type CsvCell, csvAed, toCsv } from "../../lib/csv";

/**
 * The daily cash report (decision 055): one Dubai day's money, from midnight to midnight Dubai
 * time: every payment taken (captured) and given back (refunded), at the desk and by card online,
 * one line per method and staff member (the card online has none), a total per method, and each
 * payment. The desk counts its drawer and terminal slips against it at the end of the day.
 */

type Line = CashReport["lines"][number];

export async function getCashReport(db: Executor, date: string): Promise<CashReport> {
  const from = resortInstantOf(date, "00:00");
  const until = resortInstantOf(addDaysIso(date, 1), "00:00");
  const staff = alias(users, "staff");
  const rows = await db
    .select({
      payment: bookingPayments,
      guestName: users.name,
      takenBy: staff.email,
    })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(staff, eq(staff.id, bookingPayments.actorId))
    .where(
      and(
        inArray(bookingPayments.kind, ["captured", "refunded"]),
        gte(bookingPayments.createdAt, from),
        lt(bookingPayments.createdAt, until),
      ),
    )
    .orderBy(asc(bookingPayments.createdAt), asc(bookingPayments.id));
  const payments = rows.map(({ payment, guestName, takenBy }) => ({
    id: payment.id,
    createdAt: payment.createdAt.toISOString(),
    bookingId: payment.bookingId,
    bookingReference: bookingReference(payment.bookingId),
    guestName,
    kind: payment.kind as "captured" | "refunded",
    method: payment.method,
    amount: toMajorUnits(payment.kind === "refunded" ? -payment.amountMinor : payment.amountMinor),
    reference: payment.reference,
    takenBy: payment.actor === "staff" ? (takenBy ?? null) : null,
    amountMinor: payment.amountMinor,
  }));
  const lines = new Map<string, Line & { takenMinor: number; givenBackMinor: number }>();
  for (const payment of payments) {
    const key = `${payment.method}\u0000${payment.takenBy ?? ""}`;
    const line = lines.get(key) ?? {
      method: payment.method,
      takenBy: payment.takenBy,
      count: 0,
      taken: 0,
      givenBack: 0,
      net: 0,
      takenMinor: 0,
      givenBackMinor: 0,
    };
    line.count += 1;
    if (payment.kind === "captured") line.takenMinor += payment.amountMinor;
    else line.givenBackMinor += payment.amountMinor;
    lines.set(key, line);
  }
  const methodOrder = (method: PaymentMethod) => PAYMENT_METHODS.indexOf(method);
  const sorted = [...lines.values()].sort(
    (a, b) =>
      methodOrder(a.method) - methodOrder(b.method) ||
      (a.takenBy ?? "").localeCompare(b.takenBy ?? ""),
  );
  const inAed = (line: { takenMinor: number; givenBackMinor: number }) => ({
    taken: toMajorUnits(line.takenMinor),
    givenBack: toMajorUnits(line.givenBackMinor),
    net: toMajorUnits(line.takenMinor - line.givenBackMinor),
  });
  const byMethod = PAYMENT_METHODS.flatMap((method) => {
    const of = sorted.filter((line) => line.method === method);
    if (of.length === 0) return [];
    const sum = (pick: (line: (typeof of)[number]) => number) =>
      of.reduce((total, line) => total + pick(line), 0);
    return [
      {
        method,
        count: sum((line) => line.count),
        ...inAed({
          takenMinor: sum((line) => line.takenMinor),
          givenBackMinor: sum((line) => line.givenBackMinor),
        }),
      },
    ];
  });
  return {
    date,
    lines: sorted.map((line) => ({
      method: line.method,
      takenBy: line.takenBy,
      count: line.count,
      ...inAed(line),
    })),
    byMethod,
    payments: payments.map(({ amountMinor: _, ...payment }) => payment),
  };
}

const METHOD_NAMES: Record<PaymentMethod, string> = {
  card: "Card online",
  cash: "Cash",
  card_terminal: "Card terminal",
  bank_transfer: "Bank transfer",
};

/** Dubai's wall clock of an instant, "2027-01-04 09:30" (the report's day is Dubai's). */
const dubaiTime = (iso: string) =>
  new Date(new Date(iso).getTime() + 4 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 16)
    .replace("T", " ");

const aed = (amount: number) => csvAed(Math.round(amount * 100));

/**
 * The report as a spreadsheet: each payment (Dubai time, booking, guest, method, amount: negative
 * for money given back, reference, staff member), then the totals per method and staff member and
 * per method. Text cells go through the formula guard (lib/csv.ts).
 */
export function cashReportCsv(report: CashReport): string {
  const rows: CsvCell[][] = report.payments.map((payment) => [
    dubaiTime(payment.createdAt),
    payment.bookingReference,
    payment.guestName,
    payment.kind === "captured" ? "Taken" : "Given back",
    METHOD_NAMES[payment.method],
    aed(payment.amount),
    payment.reference,
    payment.takenBy ?? "Guest online",
  ]);
  const totals: CsvCell[][] = [
    [],
    ["Method", "Staff member", "Payments", "Taken (AED)", "Given back (AED)", "Net (AED)"],
    ...report.lines.map((line) => [
      METHOD_NAMES[line.method],
      line.takenBy ?? "Guest online",
      line.count,
      aed(line.taken),
      aed(line.givenBack),
      aed(line.net),
    ]),
    ...report.byMethod.map((line) => [
      METHOD_NAMES[line.method],
      "All",
      line.count,
      aed(line.taken),
      aed(line.givenBack),
      aed(line.net),
    ]),
  ];
  return toCsv(
    [
      "Time (Dubai)",
      "Booking",
      "Guest",
      "Kind",
      "Method",
      "Amount (AED)",
      "Reference",
      "Staff member",
    ],
    [...rows, ...totals],
  );
}

export const cashReportFileName = (report: CashReport) => `cash-${report.date}.csv`;
