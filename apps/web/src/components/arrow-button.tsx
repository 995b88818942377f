/**
 * A previous/next button whose arrow points the way the content moves: "next" points left in Arabic,
 * mirrored by `rtl:rotate-180` rather than a second set of glyphs. The arrow is drawn, not typed:
 * neither of the site's typefaces has ← or →, so as text they sent the first layout looking
 * through the system's fonts (blocking time on a slow phone).
 */
export function ArrowButton({
  direction,
  label,
  onClick,
  className,
}: {
  direction: "previous" | "next";
  label: string;
  onClick: () => void;
  className: string;
}) {
  return (
    <button type="button" onClick={onClick} className={className} aria-label={label}>
      {/* As tall as a line of the button's text, as the glyphs it replaces were. */}
      <span aria-hidden="true" className="inline-flex h-[1lh] items-center rtl:rotate-180">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-[1em]"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={direction === "previous" ? "M19 12H5M11 6l-6 6 6 6" : "M5 12h14M13 6l6 6-6 6"} />
        </svg>
      </span>
    </button>
  );
}
