import { AUDIT_ACTIONS, auditActionKey } from "@camp/shared/admin/audit-actions";
import type { AuditLogEntry } from "@camp/shared/admin/audit-log";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ar } from "../../../i18n/locales/ar";
import { en } from "../../../i18n/locales/en";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AuditSentence } from "./audit-sentence";

const entry = (values: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: "e1",
  actorName: "Fatima Staff",
  actorEmail: "fatima@camp.example",
  action: "booking.confirm",
  entityType: "booking",
  entityId: "6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
  before: null,
  after: null,
  details: {},
  // 14:05 in Dubai on 25 Nov 2026.
  createdAt: "2026-11-25T10:05:00.000Z",
  ...values,
});

const sentences = (bundle: typeof en) => bundle.auditSentences as unknown as Record<string, string>;

describe("the audit log's sentences", () => {
  it.each(AUDIT_ACTIONS)("has a sentence for %s in English and Arabic", (action) => {
    for (const bundle of [en, ar]) {
      const sentence = sentences(bundle)[auditActionKey(action)];
      expect(sentence).toMatch(/<actor\/>/);
      expect(sentence).toMatch(/\{\{when\}\}/);
      if (action.startsWith("booking.")) expect(sentence).toMatch(/<booking\/>/);
    }
    expect(sentences(en)[auditActionKey(action)]).not.toBe(sentences(ar)[auditActionKey(action)]);
  });

  it("says who confirmed which booking when, the reference linked to the booking", () => {
    renderWithApp(<AuditSentence entry={entry({})} language="en" />);
    const sentence = screen.getByText(/confirmed booking/).closest("p");
    expect(sentence?.textContent).toBe(
      "Fatima Staff (fatima@camp.example) confirmed booking DWE1-YFHA at 2:05 PM, 25 Nov 2026.",
    );
    expect(screen.getByRole("link", { name: "DWE1-YFHA" }).getAttribute("href")).toBe(
      "/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
    );
    expect(sentence?.textContent).not.toMatch(/booking\.confirm|6f1c1f3e/);
  });

  it("names the role the staff member acted in, in English and Arabic", async () => {
    const { unmount } = renderWithApp(
      <AuditSentence entry={entry({ actorRole: "front_desk" })} language="en" />,
    );
    expect(screen.getByText(/confirmed booking/).closest("p")?.textContent).toMatch(
      /^Fatima Staff, Front desk \(fatima@camp\.example\) confirmed booking/,
    );
    unmount();
    await act(() => i18n.changeLanguage("ar"));
    renderWithApp(
      <AuditSentence entry={entry({ actorRole: "accountant", actorName: null })} language="ar" />,
    );
    expect(screen.getByText(/المحاسب/).closest("p")?.textContent).toMatch(/موظف سابق، المحاسب/);
    await act(() => i18n.changeLanguage("en"));
  });

  it("tells a no-show's refund and a decline's reason; an unknown action reads generically", () => {
    renderWithApp(
      <>
        <AuditSentence
          entry={entry({ action: "booking.no-show", details: { refundAmount: 300 } })}
          language="en"
        />
        <AuditSentence
          entry={entry({ id: "e2", action: "booking.decline", details: { reason: "Closed" } })}
          language="en"
        />
        <AuditSentence
          entry={entry({
            id: "e3",
            action: "rate.change",
            entityType: "rate",
            entityId: "r1",
            actorName: null,
          })}
          language="en"
        />
      </>,
    );
    expect(screen.getByText(/as a no-show/).closest("p")?.textContent).toMatch(
      /as a no-show at 2:05 PM, 25 Nov 2026\. Refund: AED\s?300\./,
    );
    expect(screen.getByText(/declined the request/).closest("p")?.textContent).toMatch(
      /Reason: “Closed”/,
    );
    expect(screen.getByText(/made a change/).closest("p")?.textContent).toBe(
      "A former staff member (fatima@camp.example) made a change at 2:05 PM, 25 Nov 2026.",
    );
  });

  it("names the dates, unit type and values of a rate edit, and the code of a promo code (decision 022)", async () => {
    const rates = entry({
      id: "r1",
      action: "rates.updated",
      entityType: "rates",
      entityId: "master",
      details: {
        rates: {
          unitType: "master",
          from: "2026-12-20",
          to: "2026-12-31",
          nightlyRate: 1200,
          weekendRate: null,
          minNights: 3,
          closedToArrival: true,
        },
      },
    });
    const promo = entry({
      id: "p1",
      action: "promo_code.created",
      entityType: "promo_code",
      entityId: "c1",
      details: { code: "WINTER10" },
    });
    renderWithApp(
      <>
        <AuditSentence entry={rates} language="en" />
        <AuditSentence entry={promo} language="en" />
      </>,
    );
    expect(screen.getByText(/changed the rates/).closest("p")?.textContent).toMatch(
      /2026\. Master room, Sun, 20 Dec 2026 to Thu, 31 Dec 2026: nightly rate AED\s?1,200; weekend rate back to the catalogue's; stays need at least 3 nights; closed to arrival\.$/,
    );
    expect(screen.getByText(/created a promo code/).closest("p")?.textContent).toMatch(
      /2026\. Code WINTER10\.$/,
    );
    await act(() => i18n.changeLanguage("ar"));
    try {
      const arabic = renderWithApp(<AuditSentence entry={rates} language="ar" />);
      expect(arabic.container.textContent).toMatch(/غرفة .+، من .+ إلى .+: سعر الليلة .+؛ /);
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it.each([
    [
      "en",
      "changed which nights are the weekend",
      "Weekend nights: Friday and Saturday (were Saturday and Sunday).",
    ],
    [
      "ar",
      "ليالي عطلة نهاية الأسبوع في",
      "ليالي عطلة نهاية الأسبوع: الجمعة والسبت (كانت السبت والأحد).",
    ],
  ] as const)(
    "names in %s the weekend's days before and after a change (decision 046)",
    async (language, sentence, days) => {
      await act(() => i18n.changeLanguage(language));
      try {
        const weekend = entry({
          action: "weekend_days.updated",
          entityType: "rate_settings",
          entityId: null,
          details: { weekendDays: { before: [6, 0], after: [5, 6] } },
        });
        const rendered = renderWithApp(<AuditSentence entry={weekend} language={language} />);
        expect(rendered.container.textContent).toContain(sentence);
        expect(rendered.container.textContent).toMatch(
          new RegExp(`${days.replace(/[().]/g, "\\$&")}$`),
        );
      } finally {
        await act(() => i18n.changeLanguage("en"));
      }
    },
  );

  it("reads in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      renderWithApp(<AuditSentence entry={entry({ action: "booking.check-in" })} language="ar" />);
      const sentence = screen.getByText(/سجّل/).closest("p");
      expect(sentence?.textContent).toMatch(
        /^سجّل Fatima Staff \u200f\(fatima@camp.example\) وصول الحجز DWE1-YFHA في/,
      );
      expect(sentence?.textContent).toMatch(/نوفمبر/);
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it("names the staff member acted on, and a role change's old and new role", () => {
    const roleChange = entry({
      action: "staff.role-changed",
      entityType: "staff",
      entityId: "u2",
      actorName: "Owner",
      actorEmail: "owner@resort.example",
      actorRole: "owner",
      before: { email: "sara@resort.example", role: "front_desk" },
      after: { email: "sara@resort.example", role: "manager" },
    });
    const { unmount } = renderWithApp(<AuditSentence entry={roleChange} language="en" />);
    expect(screen.getByText(/changed the role/).closest("p")?.textContent).toBe(
      "Owner, Owner (owner@resort.example) changed the role of sara@resort.example from Front desk to Manager at 2:05 PM, 25 Nov 2026.",
    );
    expect(screen.getByText("sara@resort.example").getAttribute("dir")).toBe("ltr");
    unmount();
    const invited = entry({
      action: "staff.invited",
      entityType: "staff_invitation",
      after: { name: "Sara", email: "sara@resort.example", role: "accountant" },
    });
    renderWithApp(<AuditSentence entry={invited} language="en" />);
    expect(screen.getByText(/invited/).closest("p")?.textContent).toBe(
      "Fatima Staff (fatima@camp.example) invited sara@resort.example to the staff as Accountant at 2:05 PM, 25 Nov 2026.",
    );
  });

  it.each([
    ["staff.disabled", "disabled the staff account of sara@resort.example"],
    ["staff.signed-out", "signed sara@resort.example out everywhere"],
    ["staff.two-factor-reset", "removed the second sign-in steps of sara@resort.example"],
  ])("names whom %s hit", (action, words) => {
    const hit = entry({ action, entityType: "staff", after: { email: "sara@resort.example" } });
    renderWithApp(<AuditSentence entry={hit} language="en" />);
    expect(screen.getByText(/Fatima Staff/).closest("p")?.textContent).toContain(words);
  });

  it("names the member and both roles in Arabic, each part of the actor isolated", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      const roleChange = entry({
        action: "staff.role-changed",
        entityType: "staff",
        actorName: "Owner",
        actorEmail: "owner@resort.example",
        actorRole: "owner",
        before: { email: "sara@resort.example", role: "front_desk" },
        after: { email: "sara@resort.example", role: "manager" },
      });
      renderWithApp(<AuditSentence entry={roleChange} language="ar" />);
      const sentence = screen.getByText(/غيّر/).closest("p");
      expect(sentence?.textContent).toMatch(
        /^غيّر Owner، المالك \(owner@resort\.example\) دور sara@resort\.example من الاستقبال إلى المدير في/,
      );
      // The actor reads right to left; the name and email in their own isolates.
      const actor = screen.getByText("Owner").closest("bdi[dir='rtl']");
      expect(actor).toBeTruthy();
      expect(screen.getByText("owner@resort.example").getAttribute("dir")).toBe("ltr");
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});
