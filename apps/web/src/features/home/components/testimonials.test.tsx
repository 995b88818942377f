import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../testing/render-app";
import { TESTIMONIAL_INTERVAL_MS, Testimonials } from "./testimonials";

describe("testimonial carousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("advances every 5 seconds and loops back to the first", () => {
    renderWithApp(<Testimonials />);
    const first = document.querySelector("blockquote")?.textContent;
    expect(first).toContain("bonfire");
    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1));
    expect(document.querySelector("blockquote")?.textContent).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector("blockquote")?.textContent).toContain("caravan");
    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expect(document.querySelector("blockquote")?.textContent).toContain("team retreat");
    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expect(document.querySelector("blockquote")?.textContent).toBe(first);
    expect(TESTIMONIAL_INTERVAL_MS).toBe(5000);
  });

  it("pauses while the pointer is over it and while focus is inside", () => {
    renderWithApp(<Testimonials />);
    const section = document.querySelector("section") as HTMLElement;
    const first = document.querySelector("blockquote")?.textContent;

    fireEvent.mouseEnter(section);
    act(() => vi.advanceTimersByTime(3 * TESTIMONIAL_INTERVAL_MS));
    expect(document.querySelector("blockquote")?.textContent).toBe(first);
    fireEvent.mouseLeave(section);

    fireEvent.focus(screen.getByRole("button", { name: "Next" }));
    act(() => vi.advanceTimersByTime(3 * TESTIMONIAL_INTERVAL_MS));
    expect(document.querySelector("blockquote")?.textContent).toBe(first);

    fireEvent.blur(screen.getByRole("button", { name: "Next" }));
    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expect(document.querySelector("blockquote")?.textContent).not.toBe(first);
  });

  it("moves with the previous and next buttons", () => {
    renderWithApp(<Testimonials />);
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(document.querySelector("blockquote")?.textContent).toContain("team retreat");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(document.querySelector("blockquote")?.textContent).toContain("bonfire");
  });

  it("stops and restarts with its pause button", () => {
    renderWithApp(<Testimonials />);
    const first = document.querySelector("blockquote")?.textContent;
    fireEvent.click(screen.getByRole("button", { name: "Stop the testimonials turning" }));
    // Focus left the button: only the choice keeps it still.
    fireEvent.blur(screen.getByRole("button", { name: "Let the testimonials turn" }));
    act(() => vi.advanceTimersByTime(3 * TESTIMONIAL_INTERVAL_MS));
    expect(document.querySelector("blockquote")?.textContent).toBe(first);
    fireEvent.click(screen.getByRole("button", { name: "Let the testimonials turn" }));
    fireEvent.blur(screen.getByRole("button", { name: "Stop the testimonials turning" }));
    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expect(document.querySelector("blockquote")?.textContent).not.toBe(first);
  });

  it("does not turn on its own for a guest who asked for reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      renderWithApp(<Testimonials />);
      const first = document.querySelector("blockquote")?.textContent;
      act(() => vi.advanceTimersByTime(3 * TESTIMONIAL_INTERVAL_MS));
      expect(document.querySelector("blockquote")?.textContent).toBe(first);
      expect(screen.getByRole("button", { name: "Let the testimonials turn" })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
