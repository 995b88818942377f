import { arPages } from "./ar-pages";
import { arSite } from "./ar-site";
import type { ContentBundle } from "./en";

/** Arabic content bundle, in the same two halves as the English one. */
export const ar: ContentBundle = { ...arSite, ...arPages };
