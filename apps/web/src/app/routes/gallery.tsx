import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useImages } from "../../api/get-images";
import { MediaImage } from "../../components/media-image";
import { PageHero } from "../../components/page-hero";
import { ImageViewer } from "../../features/gallery/components/image-viewer";
import { Island } from "../../islands/island";
import { usePageTitle } from "../page-title";

const SELECTOR_SIZE = 6;

/**
 * The room the pictures will take, drawn while the list loads (and in the pre-rendered HTML): the
 * large picture, its six thumbnails and a first row of the grid, each at the pictures' shape. The
 * page does not jump when they arrive, and the footer starts below the screen.
 */
function GallerySkeleton() {
  return (
    <div aria-hidden="true" className="space-y-14">
      <div>
        <div className="aspect-[3/2] w-full animate-pulse rounded-2xl bg-sand-100" />
        <div className="mt-4 grid grid-cols-6 gap-2">
          {[1, 2, 3, 4, 5, 6].map((slot) => (
            <div key={slot} className="aspect-square animate-pulse rounded-lg bg-sand-100" />
          ))}
        </div>
      </div>
      <div>
        <div className="h-8 w-48 rounded bg-sand-100" />
        <div className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
          {[1, 2, 3, 4].map((slot) => (
            <div key={slot} className="aspect-[3/2] animate-pulse rounded-xl bg-sand-100" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** /Gallery: hero, a selector of six pictures, the grid from the server, and the full-size viewer. */
export function GalleryPage() {
  const { t } = useTranslation();
  const { data: images = [], isPending, isError } = useImages("gallery");
  const [featured, setFeatured] = useState(0);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  usePageTitle(t("gallerypage.title"), t("gallerypage.subtitle"));
  const selection = images.slice(0, SELECTOR_SIZE);
  const shown = selection[featured] ?? selection[0];

  return (
    <>
      <PageHero
        title={t("gallerypage.title")}
        subtitle={t("gallerypage.subtitle")}
        scene="desert-sunset"
      />
      <div className="mx-auto max-w-6xl space-y-14 px-4 py-16">
        {isError && (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
            {t("gallerypage.loadError")}
          </p>
        )}
        {!isPending && !isError && images.length === 0 && <p>{t("gallerypage.empty")}</p>}
        {isPending && <GallerySkeleton />}

        {shown && (
          <section aria-label={t("gallerypage.selectorLabel")}>
            <button
              type="button"
              className="block w-full"
              onClick={() => setViewerIndex(images.indexOf(shown))}
              aria-label={t("gallerypage.open", { alt: shown.alt })}
            >
              <MediaImage
                image={shown.image}
                sizes="(min-width: 1152px) 1120px, calc(100vw - 2rem)"
                alt={shown.alt}
                fetchPriority="high"
                className="aspect-[3/2] w-full rounded-2xl object-cover shadow"
              />
            </button>
            <div className="mt-4 grid grid-cols-6 gap-2">
              {selection.map((image, index) => (
                <button
                  key={image._id}
                  type="button"
                  aria-pressed={index === featured}
                  aria-label={image.alt}
                  onClick={() => setFeatured(index)}
                  className={`overflow-hidden rounded-lg ring-offset-2 ${index === featured ? "ring-2 ring-dune-700" : "opacity-80 hover:opacity-100"}`}
                >
                  <MediaImage
                    image={image.image}
                    sizes="(min-width: 1152px) 180px, calc((100vw - 2rem) / 6)"
                    alt=""
                    className="aspect-square w-full object-cover"
                  />
                </button>
              ))}
            </div>
          </section>
        )}

        {images.length > 0 && (
          <section aria-labelledby="grid-heading">
            <h2 id="grid-heading" className="text-2xl font-bold text-dune-900">
              {t("gallerypage.gridHeading")}
            </h2>
            <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
              {images.map((image, index) => (
                <li key={image._id}>
                  <button
                    type="button"
                    className="block w-full overflow-hidden rounded-xl"
                    onClick={() => setViewerIndex(index)}
                    aria-label={t("gallerypage.open", { alt: image.alt })}
                  >
                    <MediaImage
                      image={image.image}
                      sizes="(min-width: 1152px) 270px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="aspect-[3/2] w-full object-cover transition-transform hover:scale-105"
                    />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <ImageViewer
        images={images}
        index={viewerIndex}
        onIndexChange={setViewerIndex}
        onClose={() => setViewerIndex(null)}
      />
    </>
  );
}

/** The whole page is one island: what it shows is chosen in the browser (docs/decisions/034). */
export default function GalleryRoute() {
  return (
    <Island
      name="gallery"
      component={GalleryPage}
      props={{}}
      texts={["gallerypage", "scenes", "site.name"]}
    />
  );
}
