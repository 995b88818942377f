import { type PointerEvent, useEffect, useRef, useState } from "react";

/** How far a finger must travel sideways to turn the picture. */
export const SWIPE_MIN_PX = 50;
/** How much more sideways than up or down it must travel: a scroll that drifts is no swipe. */
const SIDEWAYS_RATIO = 1.5;

export type SwipeDirection = "left" | "right";

/**
 * Sideways swipes by touch or pen on an element, from pointer events (a mouse has the arrow buttons
 * and keys). The element leaves vertical scrolling and pinch-zoom to the browser
 * (`touch-action: pan-y pinch-zoom`); once the page is zoomed in, one finger pans the zoomed picture
 * instead (`touch-action: auto`, and no swipe). A second finger, a pinch beginning, ends the swipe.
 * Spread the result on the element.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const fingers = useRef(new Set<number>());
  const isZoomed = useIsPinchZoomed();

  const release = (event: PointerEvent) => {
    fingers.current.delete(event.pointerId);
    const from = start.current;
    if (from?.pointerId === event.pointerId) start.current = null;
    return from?.pointerId === event.pointerId ? from : null;
  };

  return {
    style: { touchAction: isZoomed ? "auto" : "pan-y pinch-zoom" },
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === "mouse") return;
      // A primary pointer is the first one down: nothing else is touching, whatever went unseen.
      if (event.isPrimary) fingers.current.clear();
      fingers.current.add(event.pointerId);
      start.current =
        fingers.current.size === 1 && !isZoomed
          ? { pointerId: event.pointerId, x: event.clientX, y: event.clientY }
          : null;
    },
    onPointerUp(event: PointerEvent) {
      const from = release(event);
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy) * SIDEWAYS_RATIO) {
        onSwipe(dx < 0 ? "left" : "right");
      }
    },
    // The browser took the gesture over (a scroll, a zoom): no swipe.
    onPointerCancel(event: PointerEvent) {
      release(event);
    },
  };
}

/** Whether the guest has pinched the page larger than it is laid out. */
function useIsPinchZoomed(): boolean {
  const [isZoomed, setIsZoomed] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setIsZoomed(viewport.scale > 1.01);
    update();
    viewport.addEventListener("resize", update);
    return () => viewport.removeEventListener("resize", update);
  }, []);
  return isZoomed;
}
