import { existsSync } from "node:fs";
import path from "node:path";
import { listingsResponseSchema } from "@camp/shared/listings/listings-api";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/config/env";
import { cacheListings } from "../src/features/listings/cached-listings";
import { createRemoteListingsFetcher } from "../src/features/listings/remote-listings";
import { TestClock } from "../src/lib/test-clock";
import { startFakeListings } from "./helpers/fake-listings";
import { createTestApp, type TestApp } from "./helpers/test-app";

const API_KEY = "test-listings-key-d306zoyjsyarp7ifhu67rjxn52tv0t20";
const UNAVAILABLE = {
  success: false,
  code: "LISTINGS_UNAVAILABLE",
  message: "The listings service is not answering right now. Please try again later.",
};

/** Every answer of the file, checked at the end for the key. */
const answers: LightMyRequestResponse[] = [];
async function getListings(testApp: TestApp) {
  const response = await testApp.app.inject({ method: "GET", url: "/api/listings" });
  answers.push(response);
  return response;
}

const hattaChalet = {
  id: "40506070",
  name: "  Hatta   Dam View Chalet ",
  pictureUrl: "https://a0.muscache.com/pictures/hatta-chalet.jpg",
  avgRating: 4.88,
  reviewCount: 73,
  roomType: "Entire home",
  beds: 3,
};
const hattaChaletListing = (siteUrl: string) => ({
  id: "40506070",
  name: "Hatta Dam View Chalet",
  pictureUrl: "https://a0.muscache.com/pictures/hatta-chalet.jpg",
  ratingAverage: 4.88,
  reviewCount: 73,
  roomType: "Entire home",
  beds: 3,
  url: `${siteUrl}/rooms/40506070`,
});

describe("[LISTINGS] the offline fixture (no LISTINGS_API_KEY)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("answers ten valid listings with the web app's own pictures", async () => {
    const response = await getListings(testApp);
    expect(response.statusCode).toBe(200);
    const answer = listingsResponseSchema.parse(response.json());
    expect(answer.source).toBe("fixture");
    expect(answer.data).toHaveLength(10);
    expect(new Set(answer.data.map((listing) => listing.id)).size).toBe(10);
    for (const listing of answer.data) {
      expect(listing.pictureUrl).toMatch(
        /^\/images\/(bonfire|camp-at-dusk|caravan-parking|deluxe-room|desert-sunset|hajar-mountains|kids-play-area|starry-night)-640\.webp$/,
      );
      expect(existsSync(path.join(REPO_ROOT, "apps/web/public", listing.pictureUrl))).toBe(true);
      expect(new URL(listing.url).protocol).toBe("https:");
      expect(listing.name.length).toBeGreaterThan(0);
      expect(listing.beds).toBeGreaterThan(0);
      if (listing.ratingAverage !== null) {
        expect(listing.ratingAverage).toBeGreaterThanOrEqual(0);
        expect(listing.ratingAverage).toBeLessThanOrEqual(5);
        expect(listing.reviewCount).toBeGreaterThan(0);
      }
    }
    expect(answer.data.filter((listing) => listing.ratingAverage === null)).toEqual([
      expect.objectContaining({ reviewCount: 0 }),
    ]);
  });

  it("keeps the picture CSP to this origin", async () => {
    const response = await getListings(testApp);
    expect(response.headers["content-security-policy"]).toContain("img-src 'self' data: blob:;");
  });
});

describe("[LISTINGS] the remote listings service (LISTINGS_API_KEY set)", () => {
  let testApp: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeListings>>;
  const ttlMs = 120_000;
  const expireCache = () => testApp.clock.advance(ttlMs + 1000);

  beforeAll(async () => {
    fake = await startFakeListings();
    testApp = await createTestApp({
      LISTINGS_API_KEY: API_KEY,
      LISTINGS_API_URL: `${fake.url}/api/v3/UserProfileBeehiveListingQuery?operationName=UserProfileBeehiveListingQuery&locale=en`,
      LISTINGS_USER_ID: "4242",
      LISTINGS_CACHE_SECONDS: String(ttlMs / 1000),
    });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  it("asks for offset 0 and count 10 of the configured user, the key in a header only", async () => {
    fake.answer([hattaChalet]);
    const response = await getListings(testApp);
    expect(response.statusCode).toBe(200);
    expect(listingsResponseSchema.parse(response.json())).toEqual({
      success: true,
      source: "remote",
      data: [hattaChaletListing(fake.url)],
    });

    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call?.url.pathname).toBe("/api/v3/UserProfileBeehiveListingQuery");
    expect(call?.url.searchParams.get("operationName")).toBe("UserProfileBeehiveListingQuery");
    expect(JSON.parse(call?.url.searchParams.get("variables") ?? "")).toEqual({
      userId: "4242",
      offset: 0,
      count: 10,
    });
    expect(call?.headers["x-airbnb-api-key"]).toBe(API_KEY);
    expect(call?.url.toString()).not.toContain(API_KEY);
  });

  it("maps each listing defensively and skips the ones a card could not show", async () => {
    expireCache();
    const encodedId = Buffer.from("DemandStayListing:987654").toString("base64");
    fake.answer([
      hattaChalet,
      { ...hattaChalet }, // the same listing twice
      {
        id: encodedId,
        title: "Margham Desert Guest Room",
        picture: { url: "https://a0.muscache.com/pictures/margham.jpg" },
        ratingAverage: "4.5",
        reviewsCount: 12,
        roomType: "Private room",
        bedCount: 1,
      },
      {
        id: 111,
        name: "New Stone House, Wadi Shawka",
        pictureUrl: "https://a0.muscache.com/pictures/stone.jpg",
        avgRating: 5,
        reviewCount: 0,
        roomType: "Entire home",
        beds: 2,
        url: "https://www.airbnb.com/rooms/111?source_impression_id=p3",
      },
      {
        id: "112",
        name: "Tent with an impossible rating",
        pictureUrl: "https://a0.muscache.com/pictures/tent.jpg",
        avgRating: 9,
        reviewCount: 4,
        roomType: "Tent",
        beds: 1,
        url: "javascript:alert(1)",
      },
      null,
      "a listing",
      { ...hattaChalet, id: "201", name: "   " },
      { ...hattaChalet, id: "202", pictureUrl: "javascript:alert(1)" },
      { ...hattaChalet, id: "203", pictureUrl: "http://insecure.example/picture.jpg" },
      { ...hattaChalet, id: "204", beds: -1 },
      { ...hattaChalet, id: "205", beds: 2.5 },
      { ...hattaChalet, id: "206", roomType: undefined },
      { ...hattaChalet, id: "not a number" }, // no page address to link to
    ]);
    const answer = listingsResponseSchema.parse((await getListings(testApp)).json());
    expect(answer.data).toEqual([
      hattaChaletListing(fake.url),
      {
        id: encodedId,
        name: "Margham Desert Guest Room",
        pictureUrl: "https://a0.muscache.com/pictures/margham.jpg",
        ratingAverage: 4.5,
        reviewCount: 12,
        roomType: "Private room",
        beds: 1,
        url: `${fake.url}/rooms/987654`,
      },
      {
        id: "111",
        name: "New Stone House, Wadi Shawka",
        pictureUrl: "https://a0.muscache.com/pictures/stone.jpg",
        ratingAverage: null,
        reviewCount: 0,
        roomType: "Entire home",
        beds: 2,
        url: "https://www.airbnb.com/rooms/111?source_impression_id=p3",
      },
      {
        id: "112",
        name: "Tent with an impossible rating",
        pictureUrl: "https://a0.muscache.com/pictures/tent.jpg",
        ratingAverage: null,
        reviewCount: 4,
        roomType: "Tent",
        beds: 1,
        url: `${fake.url}/rooms/112`,
      },
    ]);
  });

  it("shows at most ten listings", async () => {
    expireCache();
    fake.answer(
      Array.from({ length: 12 }, (_, index) => ({ ...hattaChalet, id: String(1000 + index) })),
    );
    const answer = listingsResponseSchema.parse((await getListings(testApp)).json());
    expect(answer.data.map((listing) => listing.id)).toEqual(
      Array.from({ length: 10 }, (_, index) => String(1000 + index)),
    );
  });

  it("answers from its cache for LISTINGS_CACHE_SECONDS without asking the service", async () => {
    expireCache();
    fake.answer([hattaChalet]);
    const first = await getListings(testApp);
    const callsAfterFirst = fake.calls.length;
    testApp.clock.advance(ttlMs - 1000);
    const second = await getListings(testApp);
    expect(fake.calls).toHaveLength(callsAfterFirst);
    expect(second.json()).toEqual(first.json());

    testApp.clock.advance(2000);
    await getListings(testApp);
    expect(fake.calls).toHaveLength(callsAfterFirst + 1);
  });

  it("serves the cached answer when the service fails, and fresh ones once it is back", async () => {
    fake.answer([hattaChalet]);
    expireCache();
    const good = (await getListings(testApp)).json();

    for (const failure of [
      { status: 500, body: JSON.stringify({ error: "internal" }) },
      { status: 200, body: "<html>maintenance</html>" },
      { status: 200, body: JSON.stringify({ data: { beehive: null } }) },
      {
        status: 200,
        body: JSON.stringify({
          data: { beehive: { getListOfListings: { listings: [{ id: 1 }] } } },
        }),
      },
      { status: 200, body: "[]", delayMs: 120_000 }, // far slower than the 5 s timeout
    ]) {
      expireCache();
      fake.reply(failure);
      const calls = fake.calls.length;
      const stale = await getListings(testApp);
      expect(fake.calls).toHaveLength(calls + 1);
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(good);
    }

    // Right after a failure the service is left alone for a while; guests get the cache at once.
    const calls = fake.calls.length;
    expect((await getListings(testApp)).json()).toEqual(good);
    expect(fake.calls).toHaveLength(calls);

    fake.answer([{ ...hattaChalet, name: "Hatta Chalet, renovated" }]);
    testApp.clock.advance(31_000);
    const fresh = listingsResponseSchema.parse((await getListings(testApp)).json());
    expect(fresh.data.map((listing) => listing.name)).toEqual(["Hatta Chalet, renovated"]);
  }, 20_000);

  it("lets the service's https pictures through the CSP", async () => {
    const response = await getListings(testApp);
    expect(response.headers["content-security-policy"]).toContain(
      "img-src 'self' data: blob: https:;",
    );
  });
});

describe("[LISTINGS] the remote service failing with nothing cached", () => {
  let testApp: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeListings>>;

  beforeAll(async () => {
    fake = await startFakeListings();
    testApp = await createTestApp({
      LISTINGS_API_KEY: API_KEY,
      LISTINGS_API_URL: `${fake.url}/graphql`,
      LISTINGS_USER_ID: "4242",
    });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  it("answers 502 LISTINGS_UNAVAILABLE, then recovers when the service does", async () => {
    fake.reply({ status: 503, body: "" });
    const response = await getListings(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(UNAVAILABLE);

    // Within the pause after a failure, the answer comes at once and the service is not asked.
    const calls = fake.calls.length;
    expect((await getListings(testApp)).statusCode).toBe(502);
    expect(fake.calls).toHaveLength(calls);

    testApp.clock.advance(31_000);
    fake.answer([hattaChalet]);
    const back = await getListings(testApp);
    expect(back.statusCode).toBe(200);
    expect(listingsResponseSchema.parse(back.json()).data).toEqual([hattaChaletListing(fake.url)]);
  });

  it("does not follow a redirect, which would carry the key elsewhere", async () => {
    testApp.clock.advance(601_000);
    fake.reply({ status: 307, body: "", headers: { location: `${fake.url}/elsewhere` } });
    const calls = fake.calls.length;
    // The cached answer of the previous test is served; the redirect target is never asked.
    expect((await getListings(testApp)).statusCode).toBe(200);
    expect(fake.calls.slice(calls).map((call) => call.url.pathname)).toEqual(["/graphql"]);
  });
});

describe("[LISTINGS] a service slower than the timeout", () => {
  let testApp: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeListings>>;

  beforeAll(async () => {
    fake = await startFakeListings();
    const fetchListings = createRemoteListingsFetcher({
      apiUrl: fake.url,
      apiKey: API_KEY,
      userId: "4242",
      timeoutMs: 200,
    });
    testApp = await createTestApp(
      {},
      {
        listings: {
          kind: "remote",
          getListings: cacheListings(fetchListings, { ttlMs: 600_000, clock: new TestClock() }),
        },
      },
    );
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  it("gives up after the timeout and answers 502", async () => {
    // The service would answer only after the test's own time limit: any answer is the timeout's.
    fake.reply({ status: 200, body: "[]", delayMs: 120_000 });
    const response = await getListings(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(UNAVAILABLE);
  });
});

describe("[LISTINGS] the API key", () => {
  it("never appears in any answer's body or headers", () => {
    expect(answers.length).toBeGreaterThan(15);
    for (const answer of answers) {
      expect(answer.body).not.toContain(API_KEY);
      expect(JSON.stringify(answer.headers)).not.toContain(API_KEY);
    }
  });
});
