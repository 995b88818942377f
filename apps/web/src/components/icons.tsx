/**
 * The marketing pages' small signs, drawn rather than typed: ▾ ← → ✓ and 📍 are in neither of the
 * site's typefaces, so as text each sent the browser looking through the system's fonts in the first
 * layout (a slow phone's blocking time), and a phone without an emoji font showed 📍 as an empty box.
 * Each is decorative (aria-hidden), one text size wide and high, in the text's colour.
 */
type IconProps = { className?: string };

const drawn = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** ▾: a menu that opens downwards. */
export function ChevronDownIcon({ className = "size-[1em]" }: IconProps) {
  return (
    <svg aria-hidden="true" {...drawn} strokeWidth="2.5" className={className}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** ← or →; in Arabic the caller mirrors it, so it points the way the content moves. */
export function ArrowIcon({
  direction,
  className = "size-[1em]",
}: IconProps & { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" {...drawn} strokeWidth="2" className={className}>
      {direction === "left" ? (
        <path d="M19 12H5M11 6l-6 6 6 6" />
      ) : (
        <path d="M5 12h14M13 6l6 6-6 6" />
      )}
    </svg>
  );
}

/** ✓ */
export function CheckIcon({ className = "size-[1em]" }: IconProps) {
  return (
    <svg aria-hidden="true" {...drawn} strokeWidth="3" className={className}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** 📍: a place on the map. */
export function MapPinIcon({ className = "size-[1em]" }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <path fill="#d93025" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7z" />
      <circle cx="12" cy="9" r="2.6" fill="#fff" />
    </svg>
  );
}
