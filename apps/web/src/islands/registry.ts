import type { ComponentType } from "react";
import { Navbar } from "../components/layout/navbar";

/**
 * Every island by the name its <Island> gives it, with the code that draws it. Each is its own
 * file: a page downloads the islands it holds, and an island that loads later ("idle", "visible")
 * is not part of the first load. The pre-rendering preloads those that load at once.
 */
type Island = {
  /** Its file, by which the pre-rendering finds its code in the build's manifest to preload it. */
  source: string;
  // biome-ignore lint/suspicious/noExplicitAny: each island takes its own props, read from its marker
  load: () => Promise<ComponentType<any>>;
  /** It shows prices as soon as its data is in: the page warms Intl up for it (lib/warm-up-intl). */
  formats?: boolean;
};

export const islands: Record<string, Island> = {
  toasts: {
    source: "src/app/toast-region.tsx",
    load: () => import("../app/toast-region").then((module) => module.ToastRegion),
  },
  // Every marketing page hydrates its navigation at once: its code is part of this entry, a
  // request fewer (with the little it imports) on every page's first load.
  navbar: {
    source: "src/islands/main.tsx",
    load: () => Promise.resolve(Navbar),
  },
  hero: {
    source: "src/features/home/components/hero.tsx",
    load: () => import("../features/home/components/hero").then((module) => module.Hero),
  },
  "facilities-slider": {
    source: "src/features/home/components/facilities-slider.tsx",
    load: () =>
      import("../features/home/components/facilities-slider").then(
        (module) => module.FacilitiesSlider,
      ),
  },
  faq: {
    source: "src/features/home/components/faq.tsx",
    load: () => import("../features/home/components/faq").then((module) => module.Faq),
  },
  testimonials: {
    source: "src/features/home/components/testimonials.tsx",
    load: () =>
      import("../features/home/components/testimonials").then((module) => module.Testimonials),
  },
  "photo-feed": {
    source: "src/features/home/components/photo-feed.tsx",
    load: () => import("../features/home/components/photo-feed").then((module) => module.PhotoFeed),
  },
  "contact-section": {
    source: "src/features/home/components/contact-section.tsx",
    load: () =>
      import("../features/home/components/contact-section").then((module) => module.ContactSection),
  },
  "camp-facts": {
    source: "src/app/routes/camping-tents.tsx",
    load: () => import("../app/routes/camping-tents").then((module) => module.CampFacts),
    formats: true,
  },
  "room-facts": {
    source: "src/app/routes/deluxe-room.tsx",
    load: () => import("../app/routes/deluxe-room").then((module) => module.RoomFacts),
    formats: true,
  },
  "parking-facts": {
    source: "src/app/routes/parking.tsx",
    load: () => import("../app/routes/parking").then((module) => module.ParkingFacts),
    formats: true,
  },
  gallery: {
    source: "src/app/routes/gallery.tsx",
    load: () => import("../app/routes/gallery").then((module) => module.GalleryPage),
  },
  activities: {
    source: "src/app/routes/activities.tsx",
    load: () => import("../app/routes/activities").then((module) => module.ActivitiesPage),
  },
};
