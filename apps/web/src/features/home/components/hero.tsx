import { paths } from "@camp/shared/routes/site-paths";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMotionChoice, usePrefersReducedMotion } from "../../../lib/use-reduced-motion";

/**
 * Spec section 1: a looping, muted inline video with a parallax heading. It is decorative (hidden
 * from screen readers) and has a visible pause button (WCAG 2.2.2). The HTML never autoplays it:
 * the script starts it once it knows the guest did not ask for reduced motion, so without
 * JavaScript, or with reduced motion, the poster stays still. Its still is the only picture fetched
 * eagerly, the page's largest paint.
 */
export function Hero() {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const prefersReducedMotion = usePrefersReducedMotion();
  const [shouldPlay, setChoice] = useMotionChoice();
  const [isPlaying, setIsPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (shouldPlay)
      void video.play().catch(() => {}); // a browser may refuse; the poster stays
    else video.pause();
  }, [shouldPlay]);

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
    <section className="surface-dark relative isolate flex min-h-[78vh] items-center overflow-hidden bg-night-900 text-white">
      {/* The first paint: a still of the video, in the HTML with a high priority and a size for each
          screen. The video covers it once playing, and is fetched only when it plays. */}
      <img
        className="absolute inset-0 -z-10 size-full object-cover"
        src="/videos/hero-poster-1280.webp"
        srcSet="/videos/hero-poster-640.webp 640w, /videos/hero-poster-800.webp 800w, /videos/hero-poster-1280.webp 1280w"
        sizes="100vw"
        width={1280}
        height={720}
        alt=""
        fetchPriority="high"
        decoding="async"
      />
      <video
        ref={videoRef}
        className="absolute inset-0 -z-10 size-full object-cover"
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setIsPlaying(true)}
        onPause={() => setIsPlaying(false)}
      >
        <source src="/videos/hero.webm" type="video/webm" />
        <source src="/videos/hero.mp4" type="video/mp4" />
      </video>
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/40 via-black/20 to-black/60"
        aria-hidden="true"
      />
      <button
        type="button"
        onClick={() => setChoice(isPlaying ? "pause" : "play")}
        className="absolute bottom-4 end-4 inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75"
        aria-label={isPlaying ? t("homepage.pauseVideo") : t("homepage.playVideo")}
        title={isPlaying ? t("homepage.pauseVideo") : t("homepage.playVideo")}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          {isPlaying ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
      </button>
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
