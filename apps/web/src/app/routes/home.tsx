import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { AboutBlock } from "../../features/home/components/about-block";
import { ContactSection } from "../../features/home/components/contact-section";
import { Faq } from "../../features/home/components/faq";
import { Hero } from "../../features/home/components/hero";
import { PhotoFeed } from "../../features/home/components/photo-feed";
import { Testimonials } from "../../features/home/components/testimonials";
import { usePageTitle } from "../page-title";

// The slider's carousel library loads after the page can be used; the pre-rendered HTML has it.
const FacilitiesSlider = lazy(() =>
  import("../../features/home/components/facilities-slider").then((module) => ({
    default: module.FacilitiesSlider,
  })),
);

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.home"), t("homepage.heroSubtitle"));
  return (
    <>
      <Hero />
      <AboutBlock />
      <Suspense fallback={<div className="min-h-[36rem]" />}>
        <FacilitiesSlider />
      </Suspense>
      <Faq />
      <Testimonials />
      <PhotoFeed />
      <ContactSection />
    </>
  );
}

export default HomePage;
