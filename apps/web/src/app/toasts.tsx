import { lazy, Suspense } from "react";

// Toasts appear only after something happened: their code is not part of the first load.
const ToastRegion = lazy(() =>
  import("./toast-region").then((module) => ({ default: module.ToastRegion })),
);

/**
 * The toasts' region, its code loaded after the page. On a marketing page it is an island whose
 * code (toast-region.tsx) loads when the browser is idle (app/layout.tsx).
 */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
