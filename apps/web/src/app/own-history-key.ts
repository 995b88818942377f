/**
 * Gives a page loaded afresh a history key of its own before React Router starts. Without one the
 * router calls every such page "default", so <ScrollRestoration /> restored the scroll position of
 * the last fresh page in the tab onto the next one (every link from a marketing page into the
 * booking app loads a new document, decision 034). The key lives in the history entry, so a reload
 * or Back to this page finds it again and returns where the guest was.
 */
export function giveThisPageItsOwnHistoryKey() {
  const state = window.history.state as { key?: string } | null;
  if (state?.key) return;
  // React Router's own keys are of this shape.
  const key = Math.random().toString(36).substring(2, 10);
  window.history.replaceState({ ...state, key }, "");
}
