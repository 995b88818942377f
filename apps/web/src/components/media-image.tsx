import type { Image } from "@camp/shared/catalogue/catalogue-schemas";
import type { ImgHTMLAttributes } from "react";

/** Every width the server keeps of a picture, for srcset: its narrower copies, then the full one. */
export function srcSetOf(image: Image["image"]): string {
  return [...image.variants, { url: image.url, width: image.width }]
    .map((entry) => `${entry.url} ${entry.width}w`)
    .join(", ");
}

/**
 * A picture of the catalogue at the size it is shown: `sizes` says how wide it is drawn, and the
 * browser picks the narrowest copy the server keeps that fills it (a 184 px thumbnail takes the
 * 480 px copy, not the 1600 px picture). Width and height reserve its room before it arrives.
 */
export function MediaImage({
  image,
  sizes,
  alt,
  ...rest
}: { image: Image["image"]; sizes: string; alt: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "sizes" | "width" | "height" | "alt"
>) {
  return (
    <img
      src={image.url}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      {...rest}
    />
  );
}
