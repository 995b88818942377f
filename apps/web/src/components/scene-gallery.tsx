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
    // Below a phone's first screen on the service pages: laid out when it comes near (index.css).
    <section
      className="render-when-near mx-auto max-w-6xl px-4 pb-20 [--near-block-size:50rem] sm:[--near-block-size:18.5rem]"
      aria-labelledby="gallery-heading"
    >
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
