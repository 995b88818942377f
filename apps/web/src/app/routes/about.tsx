import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero";
import { SceneImage } from "../../components/scene-image";
import { usePageTitle } from "../page-title";

function CardGrid({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: { title: string; text: string }[];
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-14" aria-labelledby={id}>
      <h2 id={id} className="text-3xl font-bold text-dune-900">
        {heading}
      </h2>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li
            key={item.title}
            className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
          >
            <h3 className="text-lg font-semibold text-dune-900">{item.title}</h3>
            <p className="mt-2 text-dune-800">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /Aboutus: hero, story, why choose us, our values (spec section 2). */
export function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t("aboutpage.heroTitle"), t("aboutpage.heroSubtitle"));
  return (
    <>
      <PageHero
        title={t("aboutpage.heroTitle")}
        subtitle={t("aboutpage.heroSubtitle")}
        scene="hajar-mountains"
      />
      <section
        className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2"
        aria-labelledby="story-heading"
      >
        <div>
          <h2 id="story-heading" className="text-3xl font-bold text-dune-900">
            {t("aboutpage.storyHeading")}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-dune-800">{t("aboutpage.story")}</p>
        </div>
        <SceneImage
          name="desert-sunset"
          alt={t("scenes.desert-sunset")}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-[3/2] w-full rounded-2xl object-cover shadow"
        />
      </section>
      <div className="bg-sand-100">
        <CardGrid
          id="why-heading"
          heading={t("aboutpage.whyHeading")}
          items={t("aboutpage.why", { returnObjects: true })}
        />
      </div>
      <CardGrid
        id="values-heading"
        heading={t("aboutpage.valuesHeading")}
        items={t("aboutpage.values", { returnObjects: true })}
      />
    </>
  );
}

export default AboutPage;
