import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A dropdown of the site's navigation as the WAI-ARIA disclosure pattern (a button that shows and
 * hides a list of links), not an application menu: Tab walks through its links and on out, Escape
 * closes it and gives focus back to its button, and it stays inside the navigation landmark.
 * https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/
 */
export function NavDisclosure({
  label,
  buttonClassName,
  align = "start",
  children,
}: {
  label: ReactNode;
  buttonClassName: string;
  align?: "start" | "end";
  /** The list's items (<li>), each holding a link or a button. */
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Following one of its links closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a location change
  useEffect(() => setIsOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving close the list; the button and links inside are the controls
    <div
      ref={container}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !isOpen) return;
        event.stopPropagation();
        setIsOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        // Focus moved on past the last link (Tab) or elsewhere: the list closes behind it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {label}
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        className={`absolute top-full z-50 mt-1.5 min-w-48 rounded-xl border border-sand-200 bg-white p-1 shadow-lg ${align === "end" ? "end-0" : "start-0"}`}
      >
        {children}
      </ul>
    </div>
  );
}

/** The look of a link or button inside a NavDisclosure's list. */
export const disclosureItemClass =
  "block w-full rounded-lg px-3 py-2 text-start text-sm text-dune-900 hover:bg-sand-100";
