import { useState, useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

const prefersReduced = () =>
  typeof window.matchMedia === "function" && window.matchMedia(QUERY).matches;

/**
 * True for people who asked their system for less motion: nothing starts moving on its own, no
 * parallax. The pre-rendered HTML assumes nothing moves (false on the server, and nothing there
 * autoplays); the browser's answer follows right after hydration, without a mismatch.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReduced, () => false);
}

/**
 * Whether something that moves on its own (a video, a carousel) should move: the guest's own play
 * or pause wins; until they press its button, it moves unless they asked for reduced motion.
 */
export function useMotionChoice(): [isMoving: boolean, choose: (choice: "play" | "pause") => void] {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  return [choice === null ? !prefersReducedMotion : choice === "play", setChoice];
}
