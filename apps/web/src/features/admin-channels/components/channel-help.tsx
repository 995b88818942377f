import { useTranslation } from "react-i18next";

/** Where each channel keeps its calendar links: staff add a feed once a year, and forget how. */
export function ChannelHelp() {
  const { t } = useTranslation();
  return (
    <details className="rounded-xl border border-sand-200 bg-sand-50 p-4 text-sm text-dune-900">
      <summary className="cursor-pointer font-semibold">{t("adminChannels.help.heading")}</summary>
      <ul className="mt-2 grid list-disc gap-2 ps-5">
        <li>{t("adminChannels.help.airbnb")}</li>
        <li>{t("adminChannels.help.booking")}</li>
      </ul>
      <p className="mt-2 text-dune-800">{t("adminChannels.help.delay")}</p>
    </details>
  );
}
