import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "./journey-helpers";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("[ACCOUNTS] sign up and sign in through the pages", () => {
  it("checks the form, signs up, signs in, greets by first name and logs out", async () => {
    const page = await browser().newPage();
    const email = `page-${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel("Full name").fill("Omar Khalid Saeed");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("desert-rose-2026");
    await page.getByLabel("Confirm password").fill("desert-rose-2025");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect.poll(() => page.getByText("Passwords do not match.").count()).toBe(1);

    await page.getByLabel("Confirm password").fill("desert-rose-2026");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText("Sign up successfully").waitFor();

    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect.poll(() => page.getByText("Please fill in all fields").count()).toBe(1);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect
      .poll(() => page.getByText("Login failed: Invalid email or password").count())
      .toBe(1);

    await page.getByLabel("Password").fill("desert-rose-2026");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect.poll(() => page.getByText("Login successful! Redirecting...").count()).toBe(1);
    await page.waitForURL(`${baseUrl}/`);
    const welcome = page.getByRole("button", { name: "Welcome, Omar" });
    await welcome.click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect.poll(() => page.getByText("Logout successfully").count()).toBe(1);
    await expect.poll(() => welcome.count()).toBe(0);
    await page.close();
  });

  it("/Login reaches the same sign-in screen", async () => {
    const page = await browser().newPage();
    await page.goto(`${baseUrl}/Login`);
    await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).count()).toBe(1);
    expect(
      await page.getByRole("link", { name: "Forgot your password?" }).getAttribute("href"),
    ).toBe("/forgot-password");
    expect(await page.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/register",
    );
    await page.close();
  });
});
