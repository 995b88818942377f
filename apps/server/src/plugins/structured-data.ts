import { paths } from "@camp/shared/routes/site-paths";
import {
  resortStructuredData,
  type StartingOffer,
  structuredDataScript,
} from "@camp/shared/site/structured-data";
import type { FastifyBaseLogger } from "fastify";
import type { OfferedType } from "../features/catalogue/starting-offers";

type Language = "en" | "ar";

/** Where the build leaves room for the structured data in a pre-rendered page's head. */
export const STRUCTURED_DATA_MARKER = "<!--structured-data-->";

/** The pages that show a bookable type's prices: only they carry its offers (Google's rule). */
const OFFERS_ON: Record<string, OfferedType> = {
  [paths.deluxeRoom]: "room",
  [paths.campingTents]: "camp",
  [paths.parking]: "parking",
};

export type OffersOf = (type: OfferedType, language: Language) => Promise<StartingOffer[]>;

/**
 * Writes the resort's structured data into a pre-rendered page as it is sent (decision 031): the
 * prices are the catalogue's at this moment, as the page's own prices, which it asks the API for.
 * A page whose prices cannot be read now goes out with the resort's data alone, never a 500.
 */
export function createStructuredData(origin: string, offersOf: OffersOf, log: FastifyBaseLogger) {
  return async (html: string, pathname: string, language: Language): Promise<string> => {
    if (!html.includes(STRUCTURED_DATA_MARKER)) return html;
    const type = OFFERS_ON[pathname];
    let offers: StartingOffer[] = [];
    if (type) {
      offers = await offersOf(type, language).catch((error: unknown) => {
        log.warn({ err: error }, "structured data: the catalogue could not be read");
        return [];
      });
    }
    const pageUrl =
      language === "en" ? `${origin}${pathname}` : `${origin}${pathname}?lang=${language}`;
    const script = structuredDataScript(
      resortStructuredData({ origin, language, pageUrl, offers }),
    );
    return html.replace(STRUCTURED_DATA_MARKER, () => script);
  };
}
