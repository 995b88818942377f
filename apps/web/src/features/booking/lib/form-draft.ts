import { useEffect } from "react";
import type { FieldValues, UseFormWatch } from "react-hook-form";

const PREFIX = "booking-draft:";

/** What the guest typed in a booking form, kept for this tab so nothing is lost on the way to sign-in. */
export function readDraft<T>(key: string): Partial<T> | undefined {
  try {
    const saved = window.sessionStorage.getItem(PREFIX + key);
    return saved ? (JSON.parse(saved) as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

function writeDraft(key: string, values: unknown): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still works, the draft is just not kept.
  }
}

/**
 * Saves the form's values on every change (sessionStorage: this tab, until it closes); no key, no
 * draft.
 */
export function useFormDraft<T extends FieldValues>(
  key: string | undefined,
  watch: UseFormWatch<T>,
): void {
  useEffect(() => {
    if (key === undefined) return;
    const subscription = watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [key, watch]);
}
