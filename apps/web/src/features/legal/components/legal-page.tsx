import { useTranslation } from "react-i18next";
import { site } from "../../../config/site";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber, formatStayDate } from "../../../lib/format";
import { type CancellationPolicy, useCancellationPolicy } from "../api/get-cancellation-policy";
import {
  fill,
  LEGAL_TEXTS_UPDATED,
  type LegalBlock,
  type LegalDocument,
} from "../content/legal-document";

/**
 * What the build writes where the policy's numbers go: the server puts the numbers it runs in
 * their place as it sends the page (apps/server/src/plugins/prerendered-pages.ts), so the page
 * says them before any script runs; the browser then asks the API for the same numbers.
 */
export const POLICY_TOKENS = {
  fullDays: "%POLICY_FULL_DAYS%",
  partialHours: "%POLICY_PARTIAL_HOURS%",
  partialPercent: "%POLICY_PARTIAL_PERCENT%",
} as const;

function policyValues(policy: CancellationPolicy | undefined, format: (n: number) => string) {
  if (policy) {
    return {
      fullDays: format(policy.fullRefundDays),
      partialHours: format(policy.partialRefundHours),
      partialPercent: format(policy.partialRefundPercent),
    };
  }
  // Pre-rendering: the server's tokens. In the browser, until the answer: a gap, never a guess.
  if (typeof window === "undefined") return POLICY_TOKENS;
  return { fullDays: "…", partialHours: "…", partialPercent: "…" };
}

/**
 * A legal page (Terms of booking, Privacy notice), one document per language: the title, the
 * date it was last changed, a list of its sections, then the sections. Plain text, no pictures:
 * it should read as fast as it loads.
 */
export function LegalPage({
  title,
  summary,
  documents,
}: {
  title: string;
  summary: string;
  documents: Record<"en" | "ar", LegalDocument>;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const document = documents[language];
  const isWordingPolicy = JSON.stringify(document).includes("{{fullDays}}");
  const { data: policy } = useCancellationPolicy(isWordingPolicy);
  const values: Record<string, string> = {
    address: site.address[language],
    // Isolated left to right, so Arabic text keeps "+971 4 555 0142" in its order.
    email: `\u2066${site.email}\u2069`,
    phone: `\u2066${site.phone}\u2069`,
    ...policyValues(policy, (value) => formatNumber(value, language)),
  };
  const text = (block: string) => fill(block, values);
  const renderBlock = (block: LegalBlock, index: number) =>
    typeof block === "string" ? (
      // The server's numbers are in the pre-rendered text; the browser's first draw has none yet.
      <p key={index} suppressHydrationWarning>
        {text(block)}
      </p>
    ) : (
      <ul key={index} className="list-disc space-y-2 ps-6">
        {block.list.map((item) => (
          <li key={item} suppressHydrationWarning>
            {text(item)}
          </li>
        ))}
      </ul>
    );

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-sand-200 pb-6">
        <h1 className="text-3xl font-bold text-dune-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-dune-800">{summary}</p>
        <p className="mt-3 text-sm text-dune-700">
          {t("legal.updated")}{" "}
          <time dateTime={LEGAL_TEXTS_UPDATED}>
            {formatStayDate(LEGAL_TEXTS_UPDATED, language, "long")}
          </time>
        </p>
      </header>
      <nav aria-label={t("legal.contents")} className="mt-6">
        <ol className="grid gap-1 text-dune-800 sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a className="underline-offset-4 hover:underline" href={`#${section.id}`}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10 scroll-mt-24">
          <h2 id={section.id} className="text-xl font-bold text-dune-900">
            {section.heading}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-dune-800">
            {section.blocks.map(renderBlock)}
          </div>
        </section>
      ))}
    </article>
  );
}
