/**
 * Resolves once the element with this id comes within `margin` of the viewport, or at once where
 * that cannot be watched: no such element yet (a page drawn by the browser, not pre-rendered), no
 * document (the build's pre-rendering) or no IntersectionObserver. For code a page needs only
 * when the guest gets near a section, such as a form at the bottom of the home page.
 */
export function whenNearViewport(id: string, margin = "800px"): Promise<void> {
  const element = typeof document === "undefined" ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
