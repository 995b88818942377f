import type { Image } from "@camp/shared/catalogue/catalogue-schemas";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ArrowButton } from "../../../components/arrow-button";
import { MediaImage } from "../../../components/media-image";
import { useSwipe } from "../lib/use-swipe";

/**
 * The full-size viewer (the original's faulty click, fixed): a native modal dialog, so focus stays
 * inside and Escape closes it; arrows (buttons and keys) and a swipe on a phone move between
 * pictures; focus returns to the picture opened.
 */
export function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
}: {
  images: Image[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const isOpen = index !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  const image = index === null ? undefined : images[index];
  const step = (delta: number) => {
    if (index === null || images.length === 0) return;
    onIndexChange((index + delta + images.length) % images.length);
  };
  // In Arabic the "next" arrow points left, as the pictures run right to left.
  const isRtl = i18n.dir() === "rtl";
  const forwardKey = isRtl ? "ArrowLeft" : "ArrowRight";
  const backKey = isRtl ? "ArrowRight" : "ArrowLeft";
  // A swipe pulls the next picture in from the way the text reads: leftwards in English,
  // rightwards in Arabic, as the arrows point.
  const swipe = useSwipe((direction) => step(direction === (isRtl ? "right" : "left") ? 1 : -1));

  return (
    <dialog
      ref={dialogRef}
      aria-label={image?.alt}
      className="surface-dark m-auto max-h-[95vh] w-[min(96vw,1200px)] rounded-2xl bg-night-900 p-0 text-white backdrop:bg-black/80"
      onClose={() => {
        onClose();
        (openerRef.current as HTMLElement | null)?.focus?.();
      }}
      onKeyDown={(event) => {
        if (event.key === forwardKey) step(1);
        if (event.key === backKey) step(-1);
      }}
    >
      {image && index !== null && (
        <figure className="relative" {...swipe}>
          <MediaImage
            image={image.image}
            sizes="min(96vw, 1200px)"
            alt={image.alt}
            draggable={false}
            className="max-h-[80vh] w-full object-contain"
          />
          <figcaption className="flex items-center justify-between gap-4 px-5 py-3 text-sm">
            <span>{image.alt}</span>
            <span>{t("gallerypage.position", { current: index + 1, total: images.length })}</span>
          </figcaption>
          <div className="absolute inset-x-0 top-1/2 flex -translate-y-1/2 justify-between px-3">
            <ArrowButton
              direction="previous"
              label={t("gallerypage.previous")}
              onClick={() => step(-1)}
              className="rounded-full bg-black/50 px-3 py-2 text-xl hover:bg-black/70"
            />
            <ArrowButton
              direction="next"
              label={t("gallerypage.next")}
              onClick={() => step(1)}
              className="rounded-full bg-black/50 px-3 py-2 text-xl hover:bg-black/70"
            />
          </div>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label={t("gallerypage.close")}
            className="absolute end-3 top-3 rounded-full bg-black/50 px-3 py-1 text-xl hover:bg-black/70"
          >
            <span aria-hidden="true">×</span>
          </button>
        </figure>
      )}
    </dialog>
  );
}
