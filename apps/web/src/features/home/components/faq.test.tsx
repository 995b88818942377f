import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../testing/render-app";
import { Faq } from "./faq";

describe("FAQ", () => {
  it("shows eight questions with every answer closed", () => {
    renderWithApp(<Faq />);
    const questions = screen.getAllByRole("button");
    expect(questions).toHaveLength(8);
    for (const question of questions) expect(question.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens one answer at a time, and a second click closes it", async () => {
    const user = userEvent.setup();
    renderWithApp(<Faq />);
    const first = screen.getByRole("button", { name: /How do I get to the camp/ });
    const second = screen.getByRole("button", { name: /Can I bring my own caravan/ });

    await user.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(/about an hour from Dubai/).hidden).toBe(false);

    await user.click(second);
    expect(second.getAttribute("aria-expanded")).toBe("true");
    expect(first.getAttribute("aria-expanded")).toBe("false");

    await user.click(second);
    expect(second.getAttribute("aria-expanded")).toBe("false");
  });
});
