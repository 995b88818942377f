import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdEarlyPresses } from "./hold-early-presses";
import { OnHydrated } from "./on-hydrated";

// React's act() environment, for hydrateRoot outside Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Menu() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <nav>
      <button type="button" aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
        Menu
      </button>
      <a href="#contact">Contact</a>
    </nav>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

/** The pre-rendered page: the menu's HTML, with no script listening yet. */
function prerenderedMenu() {
  container = document.createElement("div");
  container.innerHTML = renderToString(<Menu />);
  document.body.append(container);
  return {
    element: container,
    button: () => container?.querySelector("button") as HTMLButtonElement,
    hydrate: (onHydrated: () => void) =>
      act(() => {
        root = hydrateRoot(
          container as HTMLElement,
          <OnHydrated onHydrated={onHydrated}>
            <Menu />
          </OnHydrated>,
        );
      }),
  };
}

describe("holdEarlyPresses: a press before the code has come is made once it has", () => {
  it("opens the menu pressed before hydration, once, after it", () => {
    const page = prerenderedMenu();
    const onPress = vi.fn();
    const presses = holdEarlyPresses(page.element, onPress);
    page.button().click();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(page.button().getAttribute("aria-expanded")).toBe("false");

    page.hydrate(presses.replay);
    presses.release();
    expect(page.button().getAttribute("aria-expanded")).toBe("true");

    // From here React listens: a press is made once, not held.
    act(() => page.button().click());
    expect(page.button().getAttribute("aria-expanded")).toBe("false");
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("without it, the early press is lost (what the guest met before)", () => {
    const page = prerenderedMenu();
    page.button().click();
    page.hydrate(() => {});
    expect(page.button().getAttribute("aria-expanded")).toBe("false");
  });

  it("leaves links to the browser", () => {
    const page = prerenderedMenu();
    const onPress = vi.fn();
    holdEarlyPresses(page.element, onPress);
    const link = page.element.querySelector("a") as HTMLAnchorElement;
    const followed = vi.fn((event: MouseEvent) => event.defaultPrevented);
    document.addEventListener("click", followed, { once: true });
    link.click();
    expect(onPress).not.toHaveBeenCalled();
    expect(followed).toHaveReturnedWith(false);
  });

  it("makes nothing when no press came before", () => {
    const page = prerenderedMenu();
    const presses = holdEarlyPresses(page.element);
    page.hydrate(presses.replay);
    presses.release();
    expect(page.button().getAttribute("aria-expanded")).toBe("false");
  });
});
