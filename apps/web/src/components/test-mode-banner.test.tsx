import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePaymentKey } from "../api/get-payment-key";
import { setLanguage } from "../i18n/i18n";
import { answerFetch } from "../testing/answer-fetch";
import { renderWithApp } from "../testing/render-app";
import { TestModeBanner } from "./test-mode-banner";

/** Another reader of the same answer, as the payment page is: it shows once the answer is in. */
function ProviderShown() {
  const { data } = usePaymentKey();
  return data ? <p>Provider: {data.provider}</p> : null;
}

describe("test-mode banner", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    return setLanguage("en");
  });

  it("says 'no real charge' when the sandbox takes the payments", async () => {
    const fetch = answerFetch({ status: 200, body: { stripeApiKey: "", provider: "sandbox" } });
    renderWithApp(<TestModeBanner />);
    const banner = await screen.findByRole("complementary", { name: "Test mode" });
    expect(banner.textContent).toContain("Test mode: no real charge.");
    expect(String(fetch.mock.calls[0]?.[0])).toContain("/api/payment/stripeapikey");
  });

  it("says it in Arabic on Arabic pages", async () => {
    await setLanguage("ar");
    answerFetch({ status: 200, body: { stripeApiKey: "", provider: "sandbox" } });
    renderWithApp(<TestModeBanner />);
    const banner = await screen.findByRole("complementary", { name: "وضع الاختبار" });
    expect(banner.textContent).toContain("لن يُخصم أي مبلغ حقيقي");
  });

  it("shows nothing when Stripe takes real payments", async () => {
    const fetch = answerFetch({
      status: 200,
      body: { stripeApiKey: "pk_live_1", provider: "stripe" },
    });
    renderWithApp(
      <>
        <TestModeBanner />
        <ProviderShown />
      </>,
    );
    // The banner read the same answer in the same render as its neighbour shows it.
    expect(await screen.findByText("Provider: stripe")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
