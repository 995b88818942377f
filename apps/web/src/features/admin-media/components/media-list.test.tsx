import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../testing/render-app";
import { MediaList } from "./media-list";

const picture = (n: number) => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  image: { url: `/media/${n}.webp`, width: 30, height: 20, variants: [] },
  alt: `Picture ${n}`,
  altAr: `صورة ${n}`,
});
const list = [picture(1), picture(2), picture(3)];

/** A fetch that answers the list, then whatever each test sends. */
function serve(answers: Record<string, (init?: RequestInit) => unknown>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url}`;
    const answer = answers[key];
    if (!answer)
      return new Response(JSON.stringify({ success: true, data: list }), { status: 200 });
    const [status, body] = answer(init) as [number, unknown];
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("admin media list", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("moves a picture with its buttons, sends the whole new order and keeps the keyboard on it", async () => {
    const reordered = [list[0], list[2], list[1]];
    const fetch = serve({
      "PUT /api/image/order": () => [200, { success: true, data: reordered }],
    });
    renderWithApp(<MediaList kind="gallery" />);
    const user = userEvent.setup();
    const up = await screen.findByRole("button", { name: "Move “Picture 3” up" });
    expect(
      (screen.getByRole("button", { name: "Move “Picture 1” up" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(up);

    // Said once the server has the new order; the list follows its answer.
    expect(await screen.findByText("“Picture 3” is now at position 2 of 3.")).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({
      kind: "gallery",
      ids: reordered.map((image) => image?._id),
    });
    await waitFor(() =>
      expect(screen.getAllByRole("listitem")[1]?.textContent).toContain("Picture 3"),
    );
    await waitFor(() =>
      expect(document.activeElement?.closest("li")?.textContent).toContain("Picture 3"),
    );
  });

  it("shows why the server refused an order", async () => {
    serve({
      "PUT /api/image/order": () => [
        409,
        { success: false, code: "IMAGE_ORDER_MISMATCH", message: "changed" },
      ],
    });
    renderWithApp(<MediaList kind="gallery" />);
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Move “Picture 2” down" }));
    await waitFor(() =>
      expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain(
        "The list of pictures changed while you were sorting it. Reload the page and try again.",
      ),
    );
  });

  it("deletes only after the confirmation", async () => {
    const fetch = serve({
      "DELETE /api/image/00000000-0000-4000-8000-000000000002": () => [200, { success: true }],
    });
    renderWithApp(<MediaList kind="gallery" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete “Picture 2”" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this picture?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete “Picture 2”" }));
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Delete picture" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(1);
  });
});
