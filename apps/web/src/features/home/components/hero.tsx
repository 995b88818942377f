import { paths } from "@camp/shared/routes/site-paths";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePrefersReducedMotion } from "../../../lib/use-reduced-motion";

/**
 * Spec section 1: a looping, muted, autoplaying inline video with a parallax heading. The poster is
 * the only picture fetched eagerly; people who prefer reduced motion get the poster and no parallax.
 */
export function Hero() {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const prefersReducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (prefersReducedMotion) video.pause();
    else void video.play().catch(() => {}); // a browser may refuse autoplay; the poster stays
  }, [prefersReducedMotion]);

  useEffect(() => {
    const heading = headingRef.current;
    if (!heading || prefersReducedMotion) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const offset = Math.min(window.scrollY, window.innerHeight);
        heading.style.transform = `translate3d(0, ${offset * 0.35}px, 0)`;
        heading.style.opacity = String(1 - offset / (window.innerHeight * 0.9));
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      heading.style.transform = "";
      heading.style.opacity = "";
    };
  }, [prefersReducedMotion]);

  return (
    <section className="relative isolate flex min-h-[78vh] items-center overflow-hidden bg-night-900 text-white">
      <video
        ref={videoRef}
        className="absolute inset-0 -z-10 size-full object-cover"
        poster="/videos/hero-poster-1280.webp"
        autoPlay={!prefersReducedMotion}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={t("homepage.videoLabel")}
      >
        <source src="/videos/hero.webm" type="video/webm" />
        <source src="/videos/hero.mp4" type="video/mp4" />
      </video>
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/40 via-black/20 to-black/60"
        aria-hidden="true"
      />
      <div ref={headingRef} className="mx-auto w-full max-w-6xl px-4 py-24 will-change-transform">
        <h1 className="max-w-2xl text-4xl font-bold leading-tight sm:text-6xl">
          {t("homepage.heroTitle")}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-sand-100 sm:text-xl">
          {t("homepage.heroSubtitle")}
        </p>
        <Link
          to={paths.booking("package")}
          className="mt-8 inline-block rounded-full bg-sand-500 px-7 py-3 font-semibold text-dune-900 shadow-lg hover:bg-sand-200"
        >
          {t("homepage.heroCta")}
        </Link>
      </div>
    </section>
  );
}
