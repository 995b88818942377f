import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { AboutBlock } from "../../features/home/components/about-block";
import { ContactSection } from "../../features/home/components/contact-section";
import { Faq } from "../../features/home/components/faq";
import { Hero } from "../../features/home/components/hero";
import { PhotoFeed } from "../../features/home/components/photo-feed";
import { Testimonials } from "../../features/home/components/testimonials";
import { Island } from "../../islands/island";
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
      {/* The interactive parts are islands on the pre-rendered page (docs/decisions/034): the
          video's controls, the slider, the questions, the reviews, the photo feed and the form. */}
      <Island
        name="hero"
        component={Hero}
        props={{}}
        texts={["homepage.hero", "homepage.pauseVideo", "homepage.playVideo"]}
      />
      <AboutBlock />
      <Suspense fallback={<div className="min-h-[36rem]" />}>
        <Island
          name="facilities-slider"
          component={FacilitiesSlider}
          props={{}}
          texts={["homepage.facilities", "homepage.next", "homepage.previous", "scenes"]}
          load="visible"
        />
      </Suspense>
      <Island name="faq" component={Faq} props={{}} texts={["homepage.faq"]} />
      <Island
        name="testimonials"
        component={Testimonials}
        props={{}}
        texts={[
          "homepage.testimonial",
          "homepage.next",
          "homepage.previous",
          "homepage.quoted",
          "homepage.pauseTestimonials",
          "homepage.playTestimonials",
        ]}
      />
      <Island
        name="photo-feed"
        component={PhotoFeed}
        props={{}}
        texts={["homepage.insta"]}
        load="visible"
      />
      <Island
        name="contact-section"
        component={ContactSection}
        props={{}}
        texts={["contactSection", "contactForm", "errors", "validation"]}
        load="visible"
      />
    </>
  );
}

export default HomePage;
