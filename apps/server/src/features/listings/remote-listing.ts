import { type Listing, listingSchema } from "@camp/shared/listings/listings-api";

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The first of several names the service has used for a field. */
function pick(raw: Raw, ...names: string[]): unknown {
  for (const name of names) {
    if (raw[name] !== undefined && raw[name] !== null) return raw[name];
  }
  return undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.replace(/\s+/g, " ").trim();
  return trimmed === "" ? undefined : trimmed.slice(0, 200);
}

function count(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= 0 ? number : undefined;
}

function rating(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && number >= 0 && number <= 5 ? number : undefined;
}

/** Only web addresses: a `javascript:` or `data:` link must never reach an `<a href>` or `<img src>`. */
function webUrl(value: unknown, protocols: string[]): string | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The listing's number on the service. GraphQL ids are often base64 of "Type:number"
 * (e.g. "DemandStayListing:12345"), older answers give the number itself.
 */
function roomNumber(id: string): string | undefined {
  if (/^\d+$/.test(id)) return id;
  const decoded = Buffer.from(id, "base64").toString("utf8");
  return decoded.match(/^[A-Za-z]+:(\d+)$/)?.[1];
}

/**
 * One listing of `data.beehive.getListOfListings.listings` in our shape, or null when it lacks
 * something a card needs. The service's answer is not ours to trust: every field is checked.
 * `siteUrl` is the service's own site, where a listing's page is /rooms/<number>.
 */
export function toListing(raw: unknown, siteUrl: string): Listing | null {
  if (!isRecord(raw)) return null;
  const idValue = pick(raw, "id", "listingId");
  const id = typeof idValue === "number" ? String(idValue) : text(idValue);
  const name = text(pick(raw, "name", "title"));
  const picture = pick(raw, "pictureUrl", "picture_url", "picture");
  const pictureUrl = webUrl(isRecord(picture) ? picture.url : picture, ["https:"]);
  const roomType = text(pick(raw, "roomType", "room_type"));
  const beds = count(pick(raw, "beds", "bedCount", "bedsCount"));
  if (!id || !name || !pictureUrl || !roomType || beds === undefined) return null;

  const reviewCount = count(pick(raw, "reviewCount", "reviewsCount", "review_count")) ?? 0;
  const average = rating(pick(raw, "ratingAverage", "avgRating", "starRating"));
  const number = roomNumber(id);
  const url =
    webUrl(pick(raw, "url", "listingUrl"), ["https:", "http:"]) ??
    (number ? new URL(`/rooms/${number}`, siteUrl).toString() : undefined);
  if (!url) return null;

  const listing = {
    id,
    name,
    pictureUrl,
    // An average of no reviews is not a rating; the card says "no reviews yet" instead.
    ratingAverage: reviewCount > 0 && average !== undefined ? average : null,
    reviewCount,
    roomType,
    beds,
    url,
  };
  return listingSchema.safeParse(listing).success ? listing : null;
}
