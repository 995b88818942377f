import { SceneImage, type SceneName } from "./scene-image";

/** A small gallery of the resort's pictures for a marketing page. */
export function SceneGallery({
  heading,
  scenes,
}: {
  heading: string;
  scenes: { name: SceneName; alt: string }[];
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-20" aria-labelledby="gallery-heading">
      <h2 id="gallery-heading" className="text-2xl font-bold text-dune-900">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {scenes.map((scene) => (
          <li key={scene.name}>
            <SceneImage
              name={scene.name}
              alt={scene.alt}
              sizes="(min-width: 640px) 33vw, 100vw"
              className="aspect-[3/2] w-full rounded-2xl object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
