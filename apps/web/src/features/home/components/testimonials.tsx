import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrowButton } from "../../../components/arrow-button";
import { useMotionChoice } from "../../../lib/use-reduced-motion";

export const TESTIMONIAL_INTERVAL_MS = 5000;

/**
 * Three testimonials advancing every 5 seconds and looping (spec section 9); paused while the
 * pointer is over it or focus is inside, so nobody loses the text they are reading. A visible
 * button stops and restarts the turning (WCAG 2.2.2); for a guest who asked their system for
 * reduced motion they do not turn until asked to.
 */
export function Testimonials() {
  const { t } = useTranslation();
  const items = t("homepage.testimonials", { returnObjects: true });
  const [isTurning, setChoice] = useMotionChoice();
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isPaused = !isTurning || isHovered || isFocused;

  useEffect(() => {
    if (isPaused || items.length < 2) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % items.length),
      TESTIMONIAL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [isPaused, items.length]);

  const current = items[index % items.length];
  const go = (step: number) => setIndex((value) => (value + step + items.length) % items.length);
  return (
    <section
      className="render-when-near surface-dark bg-dune-900 py-20 text-white [--near-block-size:19rem] md:[--near-block-size:16rem]"
      aria-labelledby="testimonials-heading"
      aria-roledescription="carousel"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="testimonials-heading" className="text-3xl font-bold">
          {t("homepage.testimonialsheading")}
        </h2>
        {current && (
          <figure
            className="mt-10"
            aria-live={isPaused ? "polite" : "off"}
            aria-roledescription="slide"
            aria-label={t("homepage.testimonialLabel", { current: index + 1, total: items.length })}
          >
            <blockquote className="text-xl leading-relaxed text-sand-100">
              {t("homepage.quoted", { text: current.text })}
            </blockquote>
            <figcaption className="mt-6 font-semibold">
              {current.name} <span className="font-normal text-sand-200">· {current.location}</span>
            </figcaption>
          </figure>
        )}
        <div className="mt-8 flex items-center justify-center gap-4">
          <ArrowButton
            direction="previous"
            label={t("homepage.previous")}
            onClick={() => go(-1)}
            className="rounded-full border border-white/40 px-3 py-1 hover:bg-white/10"
          />
          <div className="flex gap-2">
            {items.map((item, dot) => (
              <span
                key={item.name}
                aria-hidden="true"
                className={`size-2 rounded-full ${dot === index ? "bg-white" : "bg-white/40"}`}
              />
            ))}
          </div>
          <ArrowButton
            direction="next"
            label={t("homepage.next")}
            onClick={() => go(1)}
            className="rounded-full border border-white/40 px-3 py-1 hover:bg-white/10"
          />
          <button
            type="button"
            onClick={() => setChoice(isTurning ? "pause" : "play")}
            className="inline-flex size-9 items-center justify-center rounded-full border border-white/40 hover:bg-white/10"
            aria-label={
              isTurning ? t("homepage.pauseTestimonials") : t("homepage.playTestimonials")
            }
            title={isTurning ? t("homepage.pauseTestimonials") : t("homepage.playTestimonials")}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
              {isTurning ? (
                <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
              ) : (
                <path d="M8 5v14l11-7z" />
              )}
            </svg>
          </button>
        </div>
      </div>
    </section>
  );
}
