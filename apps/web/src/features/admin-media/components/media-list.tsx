import type { AdminImage, ImageKind } from "@camp/shared/catalogue/catalogue-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber } from "../../../lib/format";
import { useDeleteImage } from "../api/delete-image";
import { useAdminImages } from "../api/get-admin-images";
import { useReorderImages } from "../api/reorder-images";
import { DeleteImageDialog } from "./delete-image-dialog";
import { ImageItem, type MoveDirection } from "./image-item";
import { UploadForm } from "./upload-form";

/** The list with `id` moved one place up or down. */
export function moveImage(images: AdminImage[], id: string, direction: MoveDirection) {
  const from = images.findIndex((image) => image._id === id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= images.length) return images;
  const moved = [...images];
  const [image] = moved.splice(from, 1);
  if (image) moved.splice(to, 0, image);
  return moved;
}

/** Keeps the keyboard on the picture that moved (its button, or the other one at an end). */
function focusMoved(id: string, direction: MoveDirection) {
  requestAnimationFrame(() => {
    const item = document.querySelector(`[data-image-id="${id}"]`);
    const preferred = item?.querySelector<HTMLButtonElement>(`[data-action="${direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(
      `[data-action="${direction === "up" ? "down" : "up"}"]`,
    );
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  });
}

/** One list (gallery or social feed): its pictures in order and the form that adds one. */
export function MediaList({ kind }: { kind: ImageKind }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const { data: images, isPending, isError } = useAdminImages(kind);
  const reorder = useReorderImages();
  const remove = useDeleteImage(kind);
  const [toDelete, setToDelete] = useState<AdminImage | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const headingId = `media-${kind}-heading`;
  const nameOf = (image: AdminImage) =>
    language === "ar" && image.altAr ? image.altAr : image.alt;

  const onConfirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        setAnnouncement(t("adminMedia.deleteDialog.deleted"));
        setToDelete(null);
      },
    });
  };

  const onMove = (image: AdminImage, direction: MoveDirection) => {
    if (!images) return;
    const ids = moveImage(images, image._id, direction).map((item) => item._id);
    reorder.mutate(
      { kind, ids },
      {
        onSuccess: () => {
          setAnnouncement(
            t("adminMedia.item.moved", {
              alt: nameOf(image),
              position: formatNumber(ids.indexOf(image._id) + 1, language),
              total: formatNumber(ids.length, language),
            }),
          );
          focusMoved(image._id, direction);
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold text-dune-900">
          {t(`adminMedia.lists.${kind}`)}
        </h2>
        <p className="text-dune-800">{t(`adminMedia.listHint.${kind}`)}</p>
        {images && (
          <p className="text-sm text-dune-700">
            {t("adminMedia.count", { total: formatNumber(images.length, language) })}
          </p>
        )}
      </div>
      <UploadForm kind={kind} />
      {isPending && <p role="status">{t("adminMedia.loading")}</p>}
      {isError && (
        <p role="alert" className="text-red-800">
          {t("adminMedia.loadError")}
        </p>
      )}
      {reorder.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(reorder.error)}
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {images && images.length === 0 && <p>{t("adminMedia.empty")}</p>}
      {images && images.length > 0 && (
        <ol className="space-y-3">
          {images.map((image, index) => (
            <ImageItem
              key={image._id}
              image={image}
              kind={kind}
              position={index + 1}
              total={images.length}
              isMoving={reorder.isPending}
              onMove={(direction) => onMove(image, direction)}
              onDelete={() => {
                remove.reset();
                setToDelete(image);
              }}
            />
          ))}
        </ol>
      )}
      <DeleteImageDialog
        alt={toDelete ? nameOf(toDelete) : ""}
        isOpen={toDelete !== null}
        isDeleting={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        onConfirm={onConfirmDelete}
        onCloseAutoFocus={(event) => {
          // After a delete the button that opened the dialog is gone: back to the list's heading.
          if (remove.isSuccess) {
            event.preventDefault();
            document.getElementById(headingId)?.focus();
          }
        }}
      />
    </section>
  );
}
