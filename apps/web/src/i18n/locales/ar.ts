import { arConsole } from "./ar-console";
import { arPages } from "./ar-pages";
import { arSite } from "./ar-site";
import type { ContentBundle } from "./en";

/** Arabic content bundle, in the same three parts as the English one. */
export const ar: ContentBundle = { ...arSite, ...arPages, ...arConsole };
