import type { BookingPayment } from "@camp/shared/desk-sales/desk-sales";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../testing/render-app";
import { type Answer, detail, renderDetail, serve } from "./admin-bookings-page.test-helpers";

const BOOKING = "6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f";
const RECEIPT = "0a7f3f4e-1b2c-4d5e-8f90-a1b2c3d4e5f6";

const cash: BookingPayment = {
  id: "p1",
  kind: "captured",
  amount: 500,
  method: "cash",
  reference: null,
  takenBy: "desk@camp.example",
  // 08:15 UTC is 12:15 in Dubai.
  createdAt: "2026-12-01T08:15:00.000Z",
  documentId: RECEIPT,
  documentNumber: "RC-2026-000014",
};

const paymentsOf = (payments: BookingPayment[], paid: number) => ({
  success: true,
  data: { payments, total: 1900, paid, balanceDue: 1900 - paid },
});

const documents = {
  success: true,
  data: [
    {
      id: RECEIPT,
      number: "RC-2026-000014",
      kind: "receipt",
      issuedAt: "2026-12-01T08:15:00.000Z",
      totalAmount: 500,
      voidedBy: null,
      corrects: null,
      url: `/api/booking/${BOOKING}/documents/${RECEIPT}.pdf`,
    },
  ],
};

/** The detail page's calls: the booking, its documents, its payments (and a payment taken). */
function serveBooking(options: {
  status?: "confirmed" | "cancelled";
  payments: () => Answer;
  take?: (body: unknown) => Answer;
}) {
  return serve((method, url, body) => {
    if (url.pathname.endsWith("/documents")) return { status: 200, body: documents };
    if (url.pathname.endsWith("/payments")) {
      return method === "POST" && options.take ? options.take(body) : options.payments();
    }
    return {
      status: 200,
      body: {
        success: true,
        data: detail({
          status: options.status ?? "confirmed",
          paymentStatus: "pending",
          chargedAmount: 500,
          paidAmount: 500,
        }),
      },
    };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the booking's payments", () => {
  it("lists each payment with its time in Dubai, method, who took it and its receipt, and the balance", async () => {
    serveBooking({ payments: () => ({ status: 200, body: paymentsOf([cash], 500) }) });
    renderDetail();
    const section = within(await screen.findByRole("region", { name: "Payments" }));
    const list = await section.findByRole("list", { name: "Each payment, oldest first" });
    const row = within(within(list).getAllByRole("listitem")[0] as HTMLElement);
    expect(row.getByText(/1 Dec 2026.*12:15/)).toBeTruthy();
    expect(row.getByText("Taken")).toBeTruthy();
    expect(row.getByText(/Cash/)).toBeTruthy();
    expect(row.getByText(/AED\s?500/)).toBeTruthy();
    expect(row.getByText("desk@camp.example")).toBeTruthy();
    const receipt = await row.findByRole("link", { name: "Download PDF: RC-2026-000014" });
    expect(receipt.getAttribute("href")).toBe(`/api/booking/${BOOKING}/documents/${RECEIPT}.pdf`);

    expect(section.getByText("Total").nextElementSibling?.textContent).toMatch(/AED\s?1,900/);
    expect(section.getByText("Paid").nextElementSibling?.textContent).toMatch(/AED\s?500/);
    expect(section.getByText("Balance due").nextElementSibling?.textContent).toMatch(/AED\s?1,400/);
  });

  it("takes a part payment from the keyboard, prefilled with the balance, and reads the payments again", async () => {
    let taken: BookingPayment[] = [];
    const calls = serveBooking({
      payments: () => ({ status: 200, body: paymentsOf(taken, taken.length ? 900 : 500) }),
      take: () => {
        taken = [
          cash,
          { ...cash, id: "p2", amount: 400, method: "card_terminal", reference: "SLIP-77" },
        ];
        return { status: 201, body: paymentsOf(taken, 900) };
      },
    });
    renderDetail({ role: "front_desk" });
    const button = await screen.findByRole("button", { name: "Take a payment" });
    const user = userEvent.setup();
    button.focus();
    await user.keyboard("{Enter}");
    const dialog = within(await screen.findByRole("dialog", { name: "Take a payment" }));
    const amount = dialog.getByLabelText("Amount in AED") as HTMLInputElement;
    expect(amount.value).toBe("1400");
    await user.clear(amount);
    await user.type(amount, "٤٠٠");
    await user.click(dialog.getByRole("radio", { name: "Card terminal" }));
    await user.type(dialog.getByLabelText("Reference (optional)"), "SLIP-77");
    await user.click(dialog.getByRole("button", { name: "Take payment" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = calls.find((call) => call.method === "POST");
    expect(post?.url.pathname).toBe(`/api/admin/bookings/${BOOKING}/payments`);
    expect(post?.body).toEqual({ amount: 400, method: "card_terminal", reference: "SLIP-77" });
    const section = within(screen.getByRole("region", { name: "Payments" }));
    expect(await section.findByText(/SLIP-77/)).toBeTruthy();
    expect(section.getByText("Balance due").nextElementSibling?.textContent).toMatch(/AED\s?1,000/);
    // The booking is read again too (its status and paid amount move with the payment).
    await waitFor(() =>
      expect(
        calls.filter(
          (call) => call.method === "GET" && call.url.pathname === `/api/admin/bookings/${BOOKING}`,
        ).length,
      ).toBeGreaterThan(1),
    );
  });

  it("moves the focus to the Payments heading when a payment clears the balance and its button goes", async () => {
    let taken: BookingPayment[] = [cash];
    serveBooking({
      payments: () => ({
        status: 200,
        body: paymentsOf(
          taken,
          taken.reduce((sum, p) => sum + p.amount, 0),
        ),
      }),
      take: () => {
        taken = [cash, { ...cash, id: "p2", amount: 1400, documentId: null, documentNumber: null }];
        return { status: 201, body: paymentsOf(taken, 1900) };
      },
    });
    renderDetail({ role: "front_desk" });
    const user = userEvent.setup();
    (await screen.findByRole("button", { name: "Take a payment" })).focus();
    await user.keyboard("{Enter}");
    const dialog = within(await screen.findByRole("dialog", { name: "Take a payment" }));
    await user.click(dialog.getByRole("radio", { name: "Cash" }));
    await user.click(dialog.getByRole("button", { name: "Take payment" }));

    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Take a payment" })).toBeNull(),
    );
    const heading = screen.getByRole("heading", { name: "Payments" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("asks for a method before sending, and shows the server's refusal of too much in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      const calls = serveBooking({
        payments: () => ({ status: 200, body: paymentsOf([cash], 500) }),
        take: () => ({
          status: 409,
          body: {
            success: false,
            code: "PAYMENT_OVER_BALANCE",
            message: "That is more than the balance due on this booking.",
          },
        }),
      });
      renderDetail();
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "تحصيل دفعة" }));
      const dialog = within(await screen.findByRole("dialog"));
      await user.click(dialog.getByRole("button", { name: "تحصيل الدفعة" }));
      expect(
        await dialog.findByText("اختر طريقة دفع المبلغ: نقداً أو بجهاز البطاقات أو بتحويل بنكي"),
      ).toBeTruthy();
      expect(calls.some((call) => call.method === "POST")).toBe(false);

      await user.click(dialog.getByRole("radio", { name: "نقداً" }));
      await user.click(dialog.getByRole("button", { name: "تحصيل الدفعة" }));
      expect((await dialog.findByRole("alert")).textContent).toBe(
        "هذا المبلغ أكبر من الرصيد المستحق على هذا الحجز.",
      );
      // The balance as it was prefilled, untouched.
      expect(calls.find((call) => call.method === "POST")?.body).toEqual({
        amount: 1400,
        method: "cash",
      });
      expect(screen.getByRole("dialog")).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it("refuses an amount of zero on its field", async () => {
    const calls = serveBooking({ payments: () => ({ status: 200, body: paymentsOf([], 0) }) });
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Take a payment" }));
    const dialog = within(await screen.findByRole("dialog"));
    const amount = dialog.getByLabelText("Amount in AED");
    await user.clear(amount);
    await user.type(amount, "0");
    await user.click(dialog.getByRole("radio", { name: "Cash" }));
    await user.click(dialog.getByRole("button", { name: "Take payment" }));
    expect(
      await dialog.findByText("Enter an amount in AED, more than 0, with at most two decimals"),
    ).toBeTruthy();
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("offers no payment to a role without payments.take, nor on a cancelled or paid booking", async () => {
    serveBooking({ payments: () => ({ status: 200, body: paymentsOf([cash], 500) }) });
    const accountant = renderDetail({ role: "accountant" });
    await screen.findByRole("list", { name: "Each payment, oldest first" });
    expect(screen.queryByRole("button", { name: "Take a payment" })).toBeNull();
    accountant.unmount();

    serveBooking({
      status: "cancelled",
      payments: () => ({ status: 200, body: paymentsOf([cash], 500) }),
    });
    const cancelled = renderDetail();
    await screen.findByRole("list", { name: "Each payment, oldest first" });
    expect(screen.queryByRole("button", { name: "Take a payment" })).toBeNull();
    cancelled.unmount();

    serveBooking({ payments: () => ({ status: 200, body: paymentsOf([cash], 1900) }) });
    renderDetail();
    await screen.findByRole("list", { name: "Each payment, oldest first" });
    expect(screen.queryByRole("button", { name: "Take a payment" })).toBeNull();
  });
});
