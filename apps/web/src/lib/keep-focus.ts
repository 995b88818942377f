/**
 * After an action whose control may leave the page once it is drawn again (a cancelled booking
 * leaves its tab; a checked-in stay trades Check in for Undo), focus goes to `target()` whenever
 * it would otherwise fall to the page's body, while the page is drawn again (WCAG 2.4.3: the
 * keyboard keeps its place). Focus the guest or staff member put elsewhere meanwhile is left alone.
 */
export function keepFocusAfter(
  target: () => HTMLElement | null | undefined,
  options: { forMs?: number } = {},
): void {
  const rescue = () => {
    // Lost: on the body, out of the page, or inside a part now hidden (a tab no longer shown).
    const active = document.activeElement;
    const isLost =
      !active || active === document.body || !active.isConnected || active.closest("[hidden]");
    if (!isLost) return;
    const element = target();
    if (element && element !== active) element.focus();
  };
  // The answer is drawn a render or two after the action resolves; a mutation of the page is when
  // the focused control can disappear.
  const observer = new MutationObserver(rescue);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["hidden"],
  });
  setTimeout(() => observer.disconnect(), options.forMs ?? 5_000);
  rescue();
}
