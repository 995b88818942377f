import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdEarlySubmits } from "../../../islands/hold-early-submits";
import { answerFetch } from "../../../testing/answer-fetch";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { ContactForm } from "./contact-form";

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

async function fill(labels: { name: string; email: string; message: string }, message: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(labels.name), "Amal");
  await user.type(screen.getByLabelText(labels.email), "amal@example.com");
  await user.type(screen.getByLabelText(labels.message), message);
  return user;
}

describe("[CONTACT] the home page's contact form", () => {
  it("sends the message with the page's language and thanks the visitor in place", async () => {
    await i18n.changeLanguage("ar");
    const fetch = answerFetch({ status: 201, body: { success: true } });
    renderWithApp(<ContactForm />);
    const user = await fill(
      { name: "اسمك", email: "بريدك الإلكتروني", message: "رسالتك" },
      "هل لديكم خيمة لعشرة أشخاص؟",
    );
    await user.click(screen.getByRole("button", { name: "إرسال الرسالة" }));
    expect((await screen.findByRole("status")).textContent).toContain("شكراً لك يا Amal!");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      name: "Amal",
      email: "amal@example.com",
      message: "هل لديكم خيمة لعشرة أشخاص؟",
      language: "ar",
    });
  });

  it("explains invalid fields in Arabic without sending anything", async () => {
    await i18n.changeLanguage("ar");
    const fetch = answerFetch();
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("بريدك الإلكتروني"), "not-an-email");
    await user.type(screen.getByLabelText("رسالتك"), "قصيرة");
    await user.click(screen.getByRole("button", { name: "إرسال الرسالة" }));
    expect(await screen.findByText("يرجى كتابة اسمك")).toBeTruthy();
    expect(screen.getByText("أدخل بريداً إلكترونياً صحيحاً")).toBeTruthy();
    expect(screen.getByText("يجب ألا تقل الرسالة عن 10 أحرف")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps what was typed when the server refuses, and says why", async () => {
    answerFetch({
      status: 429,
      body: { success: false, code: "TOO_MANY_ATTEMPTS", message: "Too many" },
    });
    renderWithApp(<ContactForm />);
    const user = await fill(
      { name: "Your name", email: "Your email", message: "Your message" },
      "A question about the camp",
    );
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Too many attempts");
    expect((screen.getByLabelText("Your message") as HTMLInputElement).value).toBe(
      "A question about the camp",
    );
    expect((screen.getByLabelText("Your name") as HTMLInputElement).value).toBe("Amal");
  });

  it("keeps what was typed into the pre-rendered form and sends it, pressed before its code came", async () => {
    const fetch = answerFetch({ status: 201, body: { success: true } });
    const page = (
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <ContactForm />
        </I18nextProvider>
      </QueryClientProvider>
    );
    // The pre-rendered page, typed into and sent before the form's code has come.
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    holdEarlySubmits(container);
    const typeInto = (label: string, text: string) => {
      (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value = text;
    };
    typeInto("Your name", "Amal");
    typeInto("Your email", "amal@example.com");
    typeInto("Your message", "A tent for ten people next Friday?");
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form.dataset.hydrated).toBe("false");
    screen.getByRole("button", { name: "Send message" }).click();
    expect(fetch).not.toHaveBeenCalled();

    render(page, { container, hydrate: true });
    expect((await screen.findByRole("status")).textContent).toContain("Thank you, Amal!");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      name: "Amal",
      email: "amal@example.com",
      message: "A tent for ten people next Friday?",
      language: "en",
    });
  });
});
