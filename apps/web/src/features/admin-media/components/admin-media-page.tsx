import { IMAGE_KINDS } from "@camp/shared/catalogue/catalogue-schemas";
import { useTranslation } from "react-i18next";
import { MediaList } from "./media-list";

/** The console's Media section (/admin/media): the gallery and the home page's social feed. */
export function AdminMediaPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-3xl font-bold text-dune-900">{t("adminMedia.title")}</h1>
        <p className="mt-2 max-w-3xl text-dune-800">{t("adminMedia.intro")}</p>
      </div>
      {IMAGE_KINDS.map((kind) => (
        <MediaList key={kind} kind={kind} />
      ))}
    </div>
  );
}
