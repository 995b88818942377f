import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A 1 x 1 transparent GIF. */
const TRANSPARENT_PIXEL =
  "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

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
      {/* The still behind the video is a lazy picture, not the video's poster: a browser fetches a
          poster at once, even far below the first screen, beside what that screen waits for. The
          poster is a transparent pixel (without one, the controls draw a grey box), so until it
          plays the video shows its controls over the still. */}
      <div className="relative isolate aspect-video w-full overflow-hidden rounded-2xl bg-night-900 shadow-lg">
        <img
          className="absolute inset-0 -z-10 size-full object-cover"
          src="/videos/hero-poster-640.webp"
          width={1280}
          height={720}
          alt=""
          loading="lazy"
          decoding="async"
        />
        <video
          className="size-full object-cover"
          poster={TRANSPARENT_PIXEL}
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
      </div>
    </section>
  );
}
