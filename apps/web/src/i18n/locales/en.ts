import { enConsole } from "./en-console";
import { enPages } from "./en-pages";
import { enSite } from "./en-site";

/**
 * English content bundle (spec section 3, "Language content bundle"). English is the default. Its
 * three parts are three files, so the home page's first load carries only the texts it shows, and a
 * guest's pages never carry the staff console's.
 */
export const en = { ...enSite, ...enPages, ...enConsole };

export type ContentBundle = typeof en;
export type SiteTexts = typeof enSite;
export type PageTexts = typeof enPages;
export type ConsoleTexts = typeof enConsole;
