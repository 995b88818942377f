import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api-client";
import { i18n, renderWithApp } from "../testing/render-app";
import { PromoCodeField } from "./promo-code-field";

const refused = (code: string, params: Record<string, string | number> = {}) =>
  new ApiError(400, code, "refused", {}, params);

describe("PromoCodeField", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it("opens from its button, applies the code on Enter without submitting the form around it", async () => {
    const onApply = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithApp(
      <form onSubmit={onSubmit}>
        <PromoCodeField applied={null} onApply={onApply} onRemove={vi.fn()} />
      </form>,
    );
    const toggle = screen.getByRole("button", { name: "Have a promo code?" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const input = screen.getByRole("textbox", { name: "Promo code" });
    await userEvent.type(input, "  winter25 {Enter}");
    expect(onApply).toHaveBeenCalledWith("WINTER25");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks for a code when Apply is pressed on an empty field", async () => {
    const onApply = vi.fn();
    renderWithApp(<PromoCodeField applied={null} onApply={onApply} onRemove={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Have a promo code?" }));
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter a promo code");
    expect(screen.getByRole("textbox").getAttribute("aria-invalid")).toBe("true");
    expect(onApply).not.toHaveBeenCalled();
  });

  it("shows an applied code with a named Remove", async () => {
    const onRemove = vi.fn();
    renderWithApp(
      <PromoCodeField
        applied="WINTER25"
        appliedNote="You save AED 180.00."
        onApply={vi.fn()}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole("status").textContent).toContain("WINTER25");
    await userEvent.click(screen.getByRole("button", { name: "Remove promo code WINTER25" }));
    expect(onRemove).toHaveBeenCalled();
  });

  it("explains a refused code with its dates, in English and in Arabic", async () => {
    const { rerender } = renderWithApp(
      <PromoCodeField
        applied={null}
        error={refused("PROMO_EXPIRED", { validTo: "2026-11-30" })}
        onApply={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByRole("alert").textContent).toMatch(/expired on .*30.*Nov.*2026/);
    await i18n.changeLanguage("ar");
    rerender(
      <PromoCodeField
        applied={null}
        error={refused("PROMO_NOT_FOR_STAY", { stayFrom: "2027-06-01", stayTo: "2027-08-31" })}
        onApply={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    const text = screen.getByRole("alert").textContent ?? "";
    expect(text).toContain("لا يشمل رمز الخصم هذا");
    expect(text).toContain("يونيو");
    expect(text).not.toContain("2027-06-01");
  });

  it.each([
    ["PROMO_UNKNOWN", {}],
    ["PROMO_NOT_YET_VALID", { validFrom: "2026-12-01" }],
    ["PROMO_MIN_NIGHTS", { nights: 3 }],
    ["PROMO_USED_UP", {}],
    ["PROMO_USED_BY_YOU", { maxUsesPerGuest: 1 }],
    ["PROMO_TOTAL_TOO_LOW", { minimum: 2 }],
  ])("has a message for %s in both languages", async (code, params) => {
    for (const language of ["en", "ar"]) {
      await i18n.changeLanguage(language);
      const { unmount } = renderWithApp(
        <PromoCodeField
          applied={null}
          error={refused(code, params)}
          onApply={vi.fn()}
          onRemove={vi.fn()}
        />,
      );
      const text = screen.getByRole("alert").textContent ?? "";
      expect(text).not.toBe(i18n.t("errors.generic"));
      expect(text).not.toContain("{{");
      unmount();
    }
  });
});
