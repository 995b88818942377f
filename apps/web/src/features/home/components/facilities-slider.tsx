import { paths } from "@camp/shared/routes/site-paths";
import useEmblaCarousel from "embla-carousel-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowButton } from "../../../components/arrow-button";
import { SceneImage, type SceneName } from "../../../components/scene-image";

/** Where each facility leads (spec section 2, Home sections) and its picture. */
const FACILITY_LINKS: Record<string, { to: string; scene: SceneName }> = {
  rooms: { to: paths.deluxeRoom, scene: "deluxe-room" },
  tents: { to: paths.campingTents, scene: "camp-at-dusk" },
  parking: { to: paths.parking, scene: "caravan-parking" },
  kids: { to: paths.gallery, scene: "kids-play-area" },
  other: { to: paths.activities, scene: "bonfire" },
};

export function FacilitiesSlider() {
  const { t, i18n } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({
    align: "start",
    direction: i18n.dir(),
    loop: false,
  });
  const facilities = t("homepage.facilities", { returnObjects: true });
  return (
    <section
      className="render-when-near bg-sand-100 py-20 [--near-block-size:23.5rem] md:[--near-block-size:26rem]"
      aria-labelledby="facilities-heading"
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex items-end justify-between gap-4">
          <h2 id="facilities-heading" className="text-3xl font-bold text-dune-900">
            {t("homepage.facilitiesHeading")}
          </h2>
          <div className="flex gap-2">
            <ArrowButton
              direction="previous"
              label={t("homepage.previous")}
              onClick={() => embla?.scrollPrev()}
              className="rounded-full border border-dune-700 p-2 text-dune-800 hover:bg-white"
            />
            <ArrowButton
              direction="next"
              label={t("homepage.next")}
              onClick={() => embla?.scrollNext()}
              className="rounded-full border border-dune-700 p-2 text-dune-800 hover:bg-white"
            />
          </div>
        </div>
        <div ref={viewportRef} className="mt-8 overflow-hidden">
          <ul className="flex gap-5">
            {facilities.map((facility) => {
              const link = FACILITY_LINKS[facility.key];
              if (!link) return null;
              return (
                <li
                  key={facility.key}
                  className="min-w-0 shrink-0 grow-0 basis-[80%] sm:basis-[45%] lg:basis-[31%]"
                >
                  <Link
                    to={link.to}
                    className="group block h-full overflow-hidden rounded-2xl bg-white shadow-sm hover:shadow-md"
                  >
                    <SceneImage
                      name={link.scene}
                      alt=""
                      sizes="(min-width: 1024px) 30vw, 80vw"
                      className="aspect-[3/2] w-full object-cover transition-transform group-hover:scale-105"
                    />
                    <div className="p-5">
                      <h3 className="text-lg font-semibold text-dune-900">{facility.title}</h3>
                      <p className="mt-1 text-sm text-dune-800">{facility.text}</p>
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
