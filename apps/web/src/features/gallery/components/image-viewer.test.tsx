import type { Image } from "@camp/shared/catalogue/catalogue-schemas";
import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { renderWithApp } from "../../../testing/render-app";
import { ImageViewer } from "./image-viewer";

const images: Image[] = ["dunes", "tents", "fire"].map((name, index) => ({
  _id: `6650c0ffee0000000000000${index}`,
  image: { url: `/uploads/${name}.webp`, width: 1600, height: 1067, variants: [] },
  alt: `The ${name}`,
}));

function Viewer() {
  const [index, setIndex] = useState<number | null>(0);
  return (
    <ImageViewer
      images={images}
      index={index}
      onIndexChange={setIndex}
      onClose={() => setIndex(null)}
    />
  );
}

/** jsdom has no PointerEvent: a mouse event that also carries which pointer it is. */
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? "touch";
    this.isPrimary = init.isPrimary ?? true;
  }
}

const picture = () => screen.getByRole("figure");

/** One finger from (x, y) moved by (dx, dy) and lifted. */
function swipe(dx: number, dy = 0, pointerType = "touch") {
  const at = { clientX: 200, clientY: 300, pointerId: 7, pointerType, isPrimary: true };
  fireEvent.pointerDown(picture(), at);
  fireEvent.pointerMove(picture(), { ...at, clientX: 200 + dx / 2, clientY: 300 + dy / 2 });
  fireEvent.pointerUp(picture(), { ...at, clientX: 200 + dx, clientY: 300 + dy });
}

describe("gallery viewer: swiping on a phone", () => {
  beforeEach(() => {
    vi.stubGlobal("PointerEvent", TestPointerEvent);
    // jsdom has no modal dialogs: they open and close as the attribute.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLDialogElement.prototype, "showModal");
    await setLanguage("en");
  });

  it("swiping left shows the next picture and right the previous, around the ends", () => {
    renderWithApp(<Viewer />);
    expect(screen.getByText("1 of 3")).toBeTruthy();
    swipe(-120);
    expect(screen.getByText("2 of 3")).toBeTruthy();
    swipe(-120);
    swipe(-120);
    expect(screen.getByText("1 of 3")).toBeTruthy();
    swipe(120);
    expect(screen.getByText("3 of 3")).toBeTruthy();
    // The keys and buttons still move as before.
    fireEvent.keyDown(picture(), { key: "ArrowRight" });
    expect(screen.getByText("1 of 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Previous picture" }));
    expect(screen.getByText("3 of 3")).toBeTruthy();
  });

  it("follows the reading direction in Arabic: swiping right shows the next picture", async () => {
    await act(() => setLanguage("ar"));
    renderWithApp(<Viewer />);
    expect(screen.getByText("1 من 3")).toBeTruthy();
    swipe(120);
    expect(screen.getByText("2 من 3")).toBeTruthy();
    swipe(-120);
    expect(screen.getByText("1 من 3")).toBeTruthy();
  });

  it("leaves short moves, scrolls, pinches, cancelled touches and the mouse alone", () => {
    renderWithApp(<Viewer />);
    swipe(-30);
    swipe(-80, 100);
    swipe(-120, 0, "mouse");
    expect(screen.getByText("1 of 3")).toBeTruthy();

    // A second finger down: a pinch, not a swipe, whichever finger lifts first.
    const first = { clientX: 200, clientY: 300, pointerId: 1, isPrimary: true };
    const second = { clientX: 260, clientY: 320, pointerId: 2, isPrimary: false };
    fireEvent.pointerDown(picture(), first);
    fireEvent.pointerDown(picture(), second);
    fireEvent.pointerUp(picture(), { ...first, clientX: 40 });
    fireEvent.pointerUp(picture(), { ...second, clientX: 330 });
    expect(screen.getByText("1 of 3")).toBeTruthy();

    // The browser took the gesture over (it scrolled): no swipe when the finger lifts.
    fireEvent.pointerDown(picture(), first);
    fireEvent.pointerCancel(picture(), first);
    fireEvent.pointerUp(picture(), { ...first, clientX: 40 });
    expect(screen.getByText("1 of 3")).toBeTruthy();

    // Vertical scrolling and pinch-zoom stay the browser's.
    expect(picture().style.touchAction).toBe("pan-y pinch-zoom");
  });
});
