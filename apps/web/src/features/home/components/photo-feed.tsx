import { useTranslation } from "react-i18next";
import { useImages } from "../../../api/get-images";
import { MediaImage } from "../../../components/media-image";
import { site } from "../../../config/site";

/** The social feed, from the site's own pictures (no third-party script), and the profile button. */
export function PhotoFeed() {
  const { t } = useTranslation();
  const { data: images, isPending, isError } = useImages("instagram");
  return (
    <section
      className="render-when-near mx-auto max-w-6xl px-4 py-20 [--near-block-size:42.5rem] md:[--near-block-size:51rem]"
      aria-labelledby="insta-heading"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="insta-heading" className="text-3xl font-bold text-dune-900">
          {t("homepage.insta.heading")}
        </h2>
        <a
          href={site.instagramHref}
          target="_blank"
          rel="noreferrer"
          className="rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700"
        >
          {t("homepage.insta.button")} <span dir="ltr">{site.instagramHandle}</span>
        </a>
      </div>
      {!isError && (
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {/* Placeholders keep the section's height while the pictures load, so #Contact does not move. */}
          {isPending &&
            [1, 2, 3, 4, 5, 6].map((slot) => (
              <li
                key={slot}
                aria-hidden="true"
                className="aspect-square animate-pulse rounded-xl bg-sand-100"
              />
            ))}
          {(images ?? []).map((image) => (
            <li key={image._id}>
              <MediaImage
                image={image.image}
                sizes="(min-width: 1152px) 360px, (min-width: 640px) 33vw, 50vw"
                alt={image.alt}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full rounded-xl object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
