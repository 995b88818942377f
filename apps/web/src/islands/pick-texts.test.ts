import { describe, expect, it } from "vitest";
import { pickTexts } from "./pick-texts";

describe("pickTexts", () => {
  const all = {
    site: { name: "Camp", tagline: "Stay" },
    camppage: { maxGuests_one: "{{count}} guest", maxGuests_other: "{{count}} guests", title: "T" },
    faq: [{ q: "?" }],
  };

  it("keeps the keys a prefix starts, plural forms included, in their place", () => {
    expect(pickTexts(all, ["site.name", "camppage.maxGuests"])).toEqual({
      site: { name: "Camp" },
      camppage: { maxGuests_one: "{{count}} guest", maxGuests_other: "{{count}} guests" },
    });
  });

  it("takes a whole section, lists included, and skips what is not there", () => {
    expect(pickTexts(all, ["faq", "nothing.here"])).toEqual({ faq: [{ q: "?" }] });
  });
});
