import type { AdminImage, ImageKind } from "@camp/shared/catalogue/catalogue-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MediaImage } from "../../../components/media-image";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber } from "../../../lib/format";
import { AltTextEditor } from "./alt-text-editor";

export type MoveDirection = "up" | "down";

const smallButton =
  "rounded-full border border-dune-800 px-3 py-1.5 text-sm font-semibold text-dune-800 hover:bg-sand-100 disabled:opacity-40";

/** One picture of a list: its thumbnail, both alt texts, and what staff can do with it. */
export function ImageItem(props: {
  image: AdminImage;
  kind: ImageKind;
  position: number;
  total: number;
  isMoving: boolean;
  onMove: (direction: MoveDirection) => void;
  onDelete: () => void;
}) {
  const { image, position, total } = props;
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [isEditing, setIsEditing] = useState(false);
  const name = language === "ar" && image.altAr ? image.altAr : image.alt;

  return (
    <li
      data-image-id={image._id}
      className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-3 sm:flex-row"
    >
      <MediaImage
        image={image.image}
        sizes="(min-width: 640px) 160px, 100vw"
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full shrink-0 rounded-lg bg-sand-100 object-cover sm:w-40"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-dune-700">
          {t("adminMedia.item.position", {
            position: formatNumber(position, language),
            total: formatNumber(total, language),
          })}
        </p>
        <p lang="en" dir="ltr" className="mt-1 break-words font-medium text-dune-900">
          {image.alt}
        </p>
        <p lang="ar" dir="rtl" className="mt-1 break-words text-dune-900">
          {image.altAr}
        </p>
        {isEditing ? (
          <AltTextEditor
            image={image}
            kind={props.kind}
            onDone={() => {
              setIsEditing(false);
              // Back to the button that opened the editor.
              requestAnimationFrame(() =>
                document
                  .querySelector<HTMLElement>(`[data-image-id="${image._id}"] [data-action="edit"]`)
                  ?.focus(),
              );
            }}
          />
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              data-action="up"
              className={smallButton}
              disabled={position === 1 || props.isMoving}
              onClick={() => props.onMove("up")}
              aria-label={t("adminMedia.item.moveUp", { alt: name })}
            >
              <span aria-hidden="true">↑ </span>
              {t("adminMedia.item.up")}
            </button>
            <button
              type="button"
              data-action="down"
              className={smallButton}
              disabled={position === total || props.isMoving}
              onClick={() => props.onMove("down")}
              aria-label={t("adminMedia.item.moveDown", { alt: name })}
            >
              <span aria-hidden="true">↓ </span>
              {t("adminMedia.item.down")}
            </button>
            <button
              type="button"
              data-action="edit"
              className={smallButton}
              onClick={() => setIsEditing(true)}
              aria-label={t("adminMedia.item.editLabel", { alt: name })}
            >
              {t("adminMedia.item.edit")}
            </button>
            <button
              type="button"
              data-action="delete"
              className="rounded-full border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
              onClick={props.onDelete}
              aria-label={t("adminMedia.item.deleteLabel", { alt: name })}
            >
              {t("adminMedia.item.delete")}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
