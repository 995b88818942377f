import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { renderWithApp } from "../../../testing/render-app";
import { privacy } from "../content/privacy";
import { terms } from "../content/terms";
import { LegalPage } from "./legal-page";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

describe("the legal pages", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage("en");
  });

  it("word the cancellation policy with the numbers the server runs", async () => {
    const policy = { fullRefundDays: 10, partialRefundHours: 72, partialRefundPercent: 25 };
    const fetch = vi.fn(async () => json({ success: true, data: policy }));
    vi.stubGlobal("fetch", fetch);
    renderWithApp(
      <LegalPage title="Terms of booking" summary="What you agree to" documents={terms} />,
    );
    expect(screen.getByText(/^up to … days before check-in/)).toBeTruthy();
    expect(
      await screen.findByText(/^up to 10 days before check-in: the full amount paid/),
    ).toBeTruthy();
    expect(screen.getByText(/up to 72 hours before check-in: 25% of the amount paid/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith("/api/booking/cancellation-policy", expect.anything());
    expect(screen.getByRole("heading", { level: 1, name: "Terms of booking" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "9. Law and courts" }).getAttribute("href")).toBe(
      "#law",
    );
  });

  it("show the Arabic text in Arabic, and the privacy notice asks the API nothing", async () => {
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal("fetch", fetch);
    await setLanguage("ar");
    renderWithApp(<LegalPage title="إشعار الخصوصية" summary="ملخص" documents={privacy} />);
    expect(screen.getByRole("heading", { level: 2, name: "٦. حقوقك" })).toBeTruthy();
    expect(screen.getByText(/بقانون اتحادي رقم 45 لسنة 2021/)).toBeTruthy();
    expect(screen.getByText(/stay@desertcampresort\.ae/, { selector: "li" })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
