/**
 * A press on a pre-rendered button whose code has not come yet (the phone menu, an activity's tab,
 * the booking form's steppers) would do nothing, and the guest would have to press again: it is
 * held, and made again once React has hydrated the part. Links are left to the browser, which
 * follows them without script. From `hydrateRoot` on, React itself hydrates at once on a press and
 * replays it, so the holding stops there (`release`).
 */
export type EarlyPresses = {
  /** React listens from here on (call it right after `hydrateRoot`). */
  release: () => void;
  /** The part has hydrated: the held press goes to its handlers now. */
  replay: () => void;
};

export function holdEarlyPresses(root: HTMLElement, onPress: () => void = () => {}): EarlyPresses {
  let held: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>("button, [role='button'], [role='tab']");
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
    onPress();
  };
  root.addEventListener("click", onClick, { capture: true });
  const release = () => root.removeEventListener("click", onClick, { capture: true });
  return {
    release,
    replay: () => {
      release();
      const button = held;
      held = null;
      if (button?.isConnected) button.click();
    },
  };
}
