import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The home page's about block: a few words and the camp's video (loaded only when played). */
export function AboutBlock() {
  const { t } = useTranslation();
  return (
    <section
      className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-20 md:grid-cols-2"
      aria-labelledby="about-heading"
    >
      <div>
        <h2 id="about-heading" className="text-3xl font-bold text-dune-900">
          {t("homepage.about.heading")}
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-dune-800">{t("homepage.about.text")}</p>
        <Link
          to={paths.about}
          className="mt-6 inline-block font-semibold text-dune-700 underline underline-offset-4"
        >
          {t("homepage.about.cta")}
        </Link>
      </div>
      <video
        className="aspect-video w-full rounded-2xl bg-night-900 object-cover shadow-lg"
        poster="/videos/hero-poster-640.webp"
        controls
        muted
        loop
        playsInline
        preload="none"
        width={1280}
        height={720}
        aria-label={t("homepage.videoLabel")}
      >
        <source src="/videos/hero.webm" type="video/webm" />
        <source src="/videos/hero.mp4" type="video/mp4" />
      </video>
    </section>
  );
}
