import { useTranslation } from "react-i18next";
import { FeatureList } from "../../components/feature-list";
import { PageHero } from "../../components/page-hero";
import { site } from "../../config/site";
import { usePageTitle } from "../page-title";

/** /Corporate-Events and /Private-Events: static pages with an enquiry call to action. */
export function EventsPage({ kind }: { kind: "corporate" | "private" }) {
  const { t } = useTranslation();
  const title = t(`eventspage.${kind}Title`);
  const subtitle = t(`eventspage.${kind}Subtitle`);
  usePageTitle(title, subtitle);
  const subject = encodeURIComponent(title);
  return (
    <>
      <PageHero
        title={title}
        subtitle={subtitle}
        scene={kind === "corporate" ? "camp-at-dusk" : "bonfire"}
      />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-16">
        <p className="text-lg leading-relaxed text-dune-800">{t(`eventspage.${kind}Text`)}</p>
        <FeatureList
          heading={t("eventspage.includesHeading")}
          features={t(`eventspage.${kind}Features`, { returnObjects: true })}
        />
        <section
          className="surface-dark rounded-2xl bg-dune-900 p-8 text-white"
          aria-labelledby="enquiry-heading"
        >
          <h2 id="enquiry-heading" className="text-2xl font-bold">
            {t("eventspage.enquiryHeading")}
          </h2>
          <p className="mt-3 text-sand-100">{t("eventspage.enquiryText")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={`mailto:${site.email}?subject=${subject}`}
              className="rounded-full bg-sand-500 px-6 py-3 font-semibold text-dune-900 hover:bg-sand-200"
            >
              {t("eventspage.enquiryButton")}
            </a>
            <a
              href={site.whatsappHref}
              target="_blank"
              rel="noreferrer"
              className="rounded-full border border-white/50 px-6 py-3 font-semibold hover:bg-white/10"
            >
              {t("footer.whatsapp")}
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
