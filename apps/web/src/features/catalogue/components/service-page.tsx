import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FeatureList } from "../../../components/feature-list";
import { PageHero } from "../../../components/page-hero";
import { SceneGallery } from "../../../components/scene-gallery";
import type { SceneName } from "../../../components/scene-image";

/**
 * The frame of the three service pages (spec section 2): description, eight feature bullets, the
 * live figures from the catalogue, a gallery and Book Now.
 */
export function ServicePage(props: {
  title: string;
  subtitle: string;
  description: string;
  featuresHeading: string;
  features: string[];
  facts: ReactNode;
  bookNowLabel: string;
  bookNowTo: string;
  heroScene: SceneName;
  galleryHeading: string;
  gallery: SceneName[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={props.title} subtitle={props.subtitle} scene={props.heroScene} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <p className="text-lg leading-relaxed text-dune-800">{props.description}</p>
          <FeatureList heading={props.featuresHeading} features={props.features} />
        </div>
        <aside
          className="h-fit rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
          aria-live="polite"
        >
          <div className="text-dune-900">{props.facts}</div>
          <Link
            to={props.bookNowTo}
            className="mt-6 block rounded-full bg-dune-800 px-6 py-3 text-center font-semibold text-white hover:bg-dune-700"
          >
            {props.bookNowLabel}
          </Link>
        </aside>
      </div>
      <SceneGallery
        heading={props.galleryHeading}
        scenes={props.gallery.map((name) => ({ name, alt: t(`scenes.${name}`) }))}
      />
    </>
  );
}
