/**
 * A previous/next button whose arrow points the way the content moves: "next" points left in Arabic,
 * mirrored by `rtl:rotate-180` rather than a second set of glyphs.
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
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        {direction === "previous" ? "←" : "→"}
      </span>
    </button>
  );
}
