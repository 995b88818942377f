import { type ReactNode, useEffect } from "react";

/**
 * Calls `onHydrated` once React has committed what it hydrated (or drew) under it: from then on
 * its handlers listen. The islands entry and the booking app mark their root with
 * `data-hydrated` then, which a held press (islands/main.tsx) and the browser journeys wait on.
 */
export function OnHydrated({
  onHydrated,
  children,
}: {
  onHydrated: () => void;
  children?: ReactNode;
}) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}
