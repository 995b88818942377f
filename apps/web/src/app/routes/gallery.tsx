import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero";
import { useImages } from "../../features/catalogue/api/get-images";
import { ImageViewer } from "../../features/gallery/components/image-viewer";
import { usePageTitle } from "../page-title";

const SELECTOR_SIZE = 6;

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

        {shown && (
          <section aria-label={t("gallerypage.selectorLabel")}>
            <button
              type="button"
              className="block w-full"
              onClick={() => setViewerIndex(images.indexOf(shown))}
              aria-label={t("gallerypage.open", { alt: shown.alt })}
            >
              <img
                src={shown.image.url}
                alt={shown.alt}
                width={shown.image.width}
                height={shown.image.height}
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
                  <img
                    src={image.image.url}
                    alt=""
                    width={image.image.width}
                    height={image.image.height}
                    loading="lazy"
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
                    <img
                      src={image.image.url}
                      alt=""
                      width={image.image.width}
                      height={image.image.height}
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

export default GalleryPage;
