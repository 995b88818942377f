import { resortMapLink } from "@camp/shared/site/resort-location";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { SceneImage } from "../../../components/scene-image";
import { site } from "../../../config/site";
import { toLanguage } from "../../../i18n/i18n";
import { whenNearViewport } from "../../../lib/when-near-viewport";

// The form (with its form and validation libraries, zod among them) is its own file, fetched when
// the guest comes near the section: the pre-rendered form shows at once, and a visit that never
// scrolls down downloads none of it.
const ContactForm = lazy(() =>
  whenNearViewport("Contact")
    .then(() => import("./contact-form"))
    .then((module) => ({ default: module.ContactForm })),
);

const { latitude, longitude } = site.map;
const BBOX = [longitude - 0.06, latitude - 0.04, longitude + 0.06, latitude + 0.04].join(",");
const MAP_EMBED = `https://www.openstreetmap.org/export/embed.html?bbox=${BBOX}&layer=mapnik&marker=${latitude},${longitude}`;
const MAP_LINK = resortMapLink();

/**
 * The #Contact section: a lazy OpenStreetMap embed with a plain address link (the page still reads
 * well offline), and the contact form, which the resort's staff read in the console's Messages.
 */
export function ContactSection() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [isMapShown, setIsMapShown] = useState(false);

  return (
    <section
      id="Contact"
      className="render-when-near scroll-mt-20 bg-sand-100 py-20 [--near-block-size:54rem] md:[--near-block-size:31rem]"
      aria-labelledby="contact-heading"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 md:grid-cols-2">
        <div>
          <h2 id="contact-heading" className="text-3xl font-bold text-dune-900">
            {t("contactSection.heading")}
          </h2>
          <p className="mt-3 text-dune-800">{t("contactSection.subheading")}</p>
          <Suspense fallback={<div className="min-h-96" />}>
            <ContactForm />
          </Suspense>
        </div>
        <div>
          {isMapShown ? (
            <iframe
              title={t("contactSection.mapTitle")}
              src={MAP_EMBED}
              loading="lazy"
              referrerPolicy="no-referrer"
              className="aspect-[4/3] w-full rounded-2xl border border-sand-200 bg-sand-200"
            />
          ) : (
            // The map is a third party's page: it loads only when asked, so the section looks
            // finished offline and nothing is sent to the map's server before the guest wants it.
            <div className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl border border-sand-200">
              <SceneImage
                name="hajar-mountains"
                alt=""
                sizes="(min-width: 768px) 50vw, 100vw"
                className="size-full object-cover"
              />
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white/40 p-6 text-center">
                {/* 📍, drawn: no typeface of the site has it, and a phone without an emoji
                    font showed an empty box. */}
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10">
                  <path
                    fill="#d93025"
                    d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7z"
                  />
                  <circle cx="12" cy="9" r="2.6" fill="#fff" />
                </svg>
                <p className="max-w-xs font-semibold text-dune-900">{site.address[language]}</p>
                <button
                  type="button"
                  onClick={() => setIsMapShown(true)}
                  className="rounded-full bg-white px-5 py-2 font-semibold text-dune-900 shadow hover:bg-sand-100"
                >
                  {t("contactSection.showMap")}
                </button>
              </div>
            </div>
          )}
          <p className="mt-3 text-sm text-dune-800">
            <span className="font-semibold">{t("contactSection.addressLabel")}: </span>
            {site.address[language]} ·{" "}
            <a
              href={MAP_LINK}
              target="_blank"
              rel="noreferrer"
              className="underline underline-offset-4"
            >
              {t("contactSection.openMap")}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
