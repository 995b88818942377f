import { afterEach, describe, expect, it, vi } from "vitest";
import { isSettled } from "../testing/settled";
import { whenNearViewport } from "./when-near-viewport";

type Callback = (entries: Pick<IntersectionObserverEntry, "isIntersecting">[]) => void;

/** An IntersectionObserver the test moves by hand. */
function stubObserver() {
  const observers: {
    callback: Callback;
    options?: IntersectionObserverInit;
    disconnected: boolean;
  }[] = [];
  class FakeObserver {
    readonly record: (typeof observers)[number];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.record = { callback, options, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return observers;
}

describe("whenNearViewport", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("waits until the section comes near the viewport, then stops watching", async () => {
    document.body.innerHTML = '<section id="Contact"></section>';
    const observers = stubObserver();
    const near = whenNearViewport("Contact", "600px");
    expect(observers[0]?.options?.rootMargin).toBe("600px");
    observers[0]?.callback([{ isIntersecting: false }]);
    expect(await isSettled(near)).toBe(false);
    observers[0]?.callback([{ isIntersecting: true }]);
    expect(await isSettled(near)).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it("does not wait for a section that is not on the page yet", async () => {
    const observers = stubObserver();
    expect(await isSettled(whenNearViewport("Contact"))).toBe(true);
    expect(observers).toHaveLength(0);
  });

  it("does not wait where the browser cannot watch", async () => {
    document.body.innerHTML = '<section id="Contact"></section>';
    vi.stubGlobal("IntersectionObserver", undefined);
    expect(await isSettled(whenNearViewport("Contact"))).toBe(true);
  });
});
