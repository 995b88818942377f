import { ArrowIcon } from "./icons";

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
      {/* As tall as a line of the button's text, as the arrow glyphs it replaces were. */}
      <span aria-hidden="true" className="inline-flex h-[1lh] items-center rtl:rotate-180">
        <ArrowIcon direction={direction === "previous" ? "left" : "right"} />
      </span>
    </button>
  );
}
