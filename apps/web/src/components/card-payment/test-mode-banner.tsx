import { useTranslation } from "react-i18next";

/** The sandbox's test cards (ARCHITECTURE.md, sandbox contract), as Stripe's test mode has them. */
const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "succeeds" },
  { number: "4000 0000 0000 0002", outcome: "declined" },
  { number: "4000 0000 0000 9995", outcome: "insufficient" },
  { number: "4000 0000 0000 0069", outcome: "expired" },
  { number: "4000 0000 0000 0127", outcome: "incorrectCvc" },
] as const;

/** Shown whenever the sandbox processor is on, so nobody thinks a real card was charged. */
export function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="test-mode-heading"
      className="rounded-2xl border-2 border-amber-500 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="test-mode-heading" className="text-lg font-bold">
        {t("paymentpage.testMode.heading")}
      </h2>
      <p className="mt-1 text-sm">{t("paymentpage.testMode.text")}</p>
      <ul className="mt-3 space-y-1 text-sm">
        {TEST_CARDS.map((card) => (
          <li key={card.number} className="flex flex-wrap gap-x-2">
            <span dir="ltr" className="font-mono font-semibold">
              {card.number}
            </span>
            <span>{t(`paymentpage.testMode.${card.outcome}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
