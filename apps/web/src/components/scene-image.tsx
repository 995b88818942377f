/** The generated scenes of apps/web/public/images, each in three widths (3:2). */
export type SceneName =
  | "desert-sunset"
  | "camp-at-dusk"
  | "hajar-mountains"
  | "deluxe-room"
  | "kids-play-area"
  | "caravan-parking"
  | "starry-night"
  | "bonfire";

const WIDTHS = [640, 1280, 1920] as const;

/**
 * A responsive WebP with its intrinsic size, so the layout never jumps; lazy unless it is the one
 * picture above the fold.
 */
export function SceneImage({
  name,
  alt,
  sizes = "100vw",
  isEager = false,
  className,
}: {
  name: SceneName;
  alt: string;
  sizes?: string;
  isEager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={`/images/${name}-1280.webp`}
      srcSet={WIDTHS.map((width) => `/images/${name}-${width}.webp ${width}w`).join(", ")}
      sizes={sizes}
      width={1600}
      height={1067}
      alt={alt}
      loading={isEager ? "eager" : "lazy"}
      // An eager picture is a page's title band, its largest paint: asked for before the scripts.
      fetchPriority={isEager ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
