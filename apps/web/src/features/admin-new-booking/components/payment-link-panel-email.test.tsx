import type { PaymentLinkSummary } from "@camp/shared/desk-sales/desk-sales";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { PaymentLinkPanel } from "./payment-link-panel";

const link: PaymentLinkSummary = {
  token: "tok",
  quoteId: "q1",
  reference: "DWE1-YFHA",
  state: "open",
  paymentUrl: "http://localhost/pay/tok",
  total: 1900,
  language: "ar",
  guestName: "Alice Sandman",
  guestPhone: "+971501234567",
  guestEmail: "alice.sandman.long-address@example.com",
  createdAt: "2026-11-20T08:00:00.000Z",
  createdBy: "desk@camp.example",
  expiresAt: "2026-11-21T08:00:00.000Z",
  emailSentAt: "2026-11-20T08:01:00.000Z",
  firstOpenedAt: null,
  paidAt: null,
  cancelledAt: null,
  bookingId: null,
};

describe("the payment link panel's email line", () => {
  it("isolates the guest's address, breakable on a phone, inside the Arabic sentence", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      renderWithApp(
        <PaymentLinkPanel link={link} guestPhone={link.guestPhone} onChanged={() => {}} />,
      );
      const address = screen.getByText(link.guestEmail as string);
      expect(address.tagName).toBe("BDI");
      expect(address.className).toContain("break-all");
      expect(address.parentElement?.textContent).toMatch(/^أُرسل إلى alice\.sandman/);
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it("says the address is being sent to before the email went, and nothing without one", () => {
    const first = renderWithApp(
      <PaymentLinkPanel link={{ ...link, emailSentAt: null }} guestPhone={null} />,
    );
    expect(screen.getByText(link.guestEmail as string).parentElement?.textContent).toBe(
      `Being sent to ${link.guestEmail}`,
    );
    first.unmount();
    renderWithApp(<PaymentLinkPanel link={{ ...link, guestEmail: null }} guestPhone={null} />);
    expect(screen.queryByText(link.guestEmail as string)).toBeNull();
  });
});
