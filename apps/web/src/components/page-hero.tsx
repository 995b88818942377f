import { SceneImage, type SceneName } from "./scene-image";

/** The picture-backed title band at the top of every marketing page. */
export function PageHero({
  title,
  subtitle,
  scene,
}: {
  title: string;
  subtitle?: string;
  scene: SceneName;
}) {
  return (
    <section className="surface-dark relative isolate overflow-hidden bg-night-900 text-white">
      <SceneImage
        name={scene}
        alt=""
        isEager
        sizes="100vw"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/70 to-black/20"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-6xl px-4 pb-14 pt-28 sm:pt-40">
        <h1 className="text-4xl font-bold sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-3 max-w-2xl text-lg text-sand-100">{subtitle}</p>}
      </div>
    </section>
  );
}
