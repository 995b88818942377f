import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero";
import { SceneImage, type SceneName } from "../../components/scene-image";
import { Island } from "../../islands/island";
import { usePageTitle } from "../page-title";

/** The picture of each activity image key of the content bundle (spec section 3). */
const ACTIVITY_SCENES: Record<string, SceneName> = {
  hiking: "hajar-mountains",
  horseriding: "desert-sunset",
  carsafari: "caravan-parking",
  bonefire: "bonfire",
  starwatching: "starry-night",
  camping: "camp-at-dusk",
};

/** /Activites: 'Things to do', six activities in a picker; the chosen one shows name, image, details. */
export function ActivitiesPage() {
  const { t } = useTranslation();
  const activities = t("activitypage.activities", { returnObjects: true });
  const [selectedKey, setSelectedKey] = useState(activities[0]?.key ?? "");
  const selected = activities.find((activity) => activity.key === selectedKey) ?? activities[0];
  usePageTitle(t("activitypage.heading"), t("activitypage.subheading"));

  return (
    <>
      <PageHero
        title={t("activitypage.heading")}
        subtitle={t("activitypage.subheading")}
        scene="starry-night"
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 md:grid-cols-[16rem_1fr]">
        <div
          role="tablist"
          aria-label={t("activitypage.pickerLabel")}
          aria-orientation="vertical"
          className="flex gap-2 overflow-x-auto md:flex-col"
        >
          {activities.map((activity) => {
            const isSelected = activity.key === selected?.key;
            return (
              <button
                key={activity.key}
                id={`tab-${activity.key}`}
                type="button"
                role="tab"
                aria-selected={isSelected}
                aria-controls="activity-panel"
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelectedKey(activity.key)}
                onKeyDown={(event) => {
                  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[
                    event.key
                  ];
                  if (!step) return;
                  event.preventDefault();
                  const index = activities.findIndex((candidate) => candidate.key === activity.key);
                  const next = activities[(index + step + activities.length) % activities.length];
                  if (next) {
                    setSelectedKey(next.key);
                    document.getElementById(`tab-${next.key}`)?.focus();
                  }
                }}
                className={`shrink-0 rounded-xl px-4 py-3 text-start font-semibold ${isSelected ? "bg-dune-800 text-white" : "bg-white text-dune-900 hover:bg-sand-100"}`}
              >
                {activity.actName}
              </button>
            );
          })}
        </div>
        {selected && (
          <section
            id="activity-panel"
            role="tabpanel"
            aria-labelledby={`tab-${selected.key}`}
            className="overflow-hidden rounded-2xl bg-white shadow-sm"
          >
            <SceneImage
              name={ACTIVITY_SCENES[selected.actimg] ?? "desert-sunset"}
              alt={selected.actName}
              sizes="(min-width: 768px) 60vw, 100vw"
              className="aspect-[3/2] w-full object-cover"
            />
            <div className="p-6">
              <h2 className="text-2xl font-bold text-dune-900">{selected.actName}</h2>
              <p className="mt-3 text-lg leading-relaxed text-dune-800">{selected.actdetails}</p>
            </div>
          </section>
        )}
      </div>
    </>
  );
}

/** The whole page is one island: what it shows is chosen in the browser (docs/decisions/034). */
export default function ActivitiesRoute() {
  return (
    <Island
      name="activities"
      component={ActivitiesPage}
      props={{}}
      texts={["activitypage", "scenes", "site.name"]}
    />
  );
}
