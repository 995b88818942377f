import { useTranslation } from "react-i18next";
import { AboutBlock } from "../../features/home/components/about-block";
import { ContactSection } from "../../features/home/components/contact-section";
import { FacilitiesSlider } from "../../features/home/components/facilities-slider";
import { Faq } from "../../features/home/components/faq";
import { Hero } from "../../features/home/components/hero";
import { PhotoFeed } from "../../features/home/components/photo-feed";
import { Testimonials } from "../../features/home/components/testimonials";
import { usePageTitle } from "../page-title";

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.home"), t("homepage.heroSubtitle"));
  return (
    <>
      <Hero />
      <AboutBlock />
      <FacilitiesSlider />
      <Faq />
      <Testimonials />
      <PhotoFeed />
      <ContactSection />
    </>
  );
}

export default HomePage;
