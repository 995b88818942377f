import { enPages } from "./en-pages";
import { enSite } from "./en-site";

/**
 * English content bundle (spec section 3, "Language content bundle"). English is the default. Its
 * two halves are two files, so the home page's first load carries only the texts it shows.
 */
export const en = { ...enSite, ...enPages };

export type ContentBundle = typeof en;
export type SiteTexts = typeof enSite;
export type PageTexts = typeof enPages;
