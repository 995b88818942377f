import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { UploadForm } from "./upload-form";

/** A stand-in for XMLHttpRequest: the test decides when bytes go and what the server answers. */
class FakeUpload {
  static last: FakeUpload | undefined;
  static count = 0;
  method = "";
  url = "";
  withCredentials = false;
  body: FormData | undefined;
  status = 0;
  responseText = "";
  private listeners = new Map<string, () => void>();
  private uploadListeners = new Map<string, (event: ProgressEvent) => void>();
  upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) =>
      this.uploadListeners.set(type, listener),
  };
  constructor() {
    FakeUpload.last = this;
    FakeUpload.count += 1;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    act(() =>
      this.uploadListeners.get("progress")?.({
        lengthComputable: true,
        loaded,
        total,
      } as ProgressEvent),
    );
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.listeners.get("load")?.());
  }
}

const picture = () =>
  new File(["not really a png, the server decides"], "dunes.png", { type: "image/png" });

async function fillForm(labels: { file: string; alt: string; altAr: string; submit: string }) {
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText(labels.file), picture());
  await user.type(screen.getByLabelText(labels.alt), "Dunes at dawn");
  await user.type(screen.getByLabelText(labels.altAr), "الكثبان عند الفجر");
  await user.click(screen.getByRole("button", { name: labels.submit }));
  // The mutation starts the request on its own tick.
  await waitFor(() => expect(FakeUpload.last).toBeDefined());
  return FakeUpload.last as FakeUpload;
}

const english = {
  file: "Picture file",
  alt: "Alt text (English)",
  altAr: "Alt text (Arabic)",
  submit: "Upload picture",
};

describe("admin media upload form", () => {
  beforeEach(() => {
    FakeUpload.last = undefined;
    FakeUpload.count = 0;
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 200 })),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage("en"));
  });

  it("asks for the file and both alt texts before sending anything", async () => {
    renderWithApp(<UploadForm kind="gallery" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: english.submit }));
    const file = screen.getByLabelText(english.file);
    expect(file.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(file);
    expect(screen.getByText("Choose a picture to upload")).toBeTruthy();
    // The form judged the submit (above) and sent nothing.
    expect(FakeUpload.count).toBe(0);

    await user.upload(file, picture());
    await user.type(screen.getByLabelText(english.alt), "Dunes");
    await user.click(screen.getByRole("button", { name: english.submit }));
    const arabic = screen.getByLabelText(english.altAr);
    expect(arabic.getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(arabic.getAttribute("aria-describedby")?.split(" ")[1] ?? "")
        ?.textContent,
    ).toBe("Describe the picture in Arabic too (Arabic alt text)");
    expect(FakeUpload.count).toBe(0);
  });

  it("shows the upload's real progress, then the stored picture", async () => {
    renderWithApp(<UploadForm kind="instagram" />);
    const upload = await fillForm(english);

    expect(upload.method).toBe("POST");
    expect(upload.url).toBe("/api/image/instagram");
    expect(upload.withCredentials).toBe(true);
    expect(upload.body?.get("alt")).toBe("Dunes at dawn");
    expect(upload.body?.get("altAr")).toBe("الكثبان عند الفجر");
    expect((upload.body?.get("image") as File | undefined)?.name).toBe("dunes.png");

    const bar = screen.getByLabelText("Upload progress") as HTMLProgressElement;
    expect(bar.tagName).toBe("PROGRESS");
    expect(bar.value).toBe(0);
    upload.progress(250, 1000);
    expect(bar.value).toBe(25);
    expect(screen.getByText("25% sent")).toBeTruthy();
    upload.progress(1000, 1000);
    expect(bar.value).toBe(100);
    expect(screen.getByText("Sent. Checking the picture…")).toBeTruthy();

    upload.answer(201, {
      success: true,
      data: {
        _id: "3f1e2d4c-0000-4000-8000-000000000001",
        image: { url: "/media/x.webp", width: 10, height: 10, variants: [] },
        alt: "Dunes at dawn",
        altAr: "الكثبان عند الفجر",
      },
    });
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Picture added to the list."),
    );
    expect(screen.queryByLabelText("Upload progress")).toBeNull();
    expect((screen.getByLabelText(english.alt) as HTMLInputElement).value).toBe("");
  });

  it.each([
    [
      "a renamed non-image",
      { code: "INVALID_IMAGE", message: "The file is not a picture we can read." },
      "The file is not a picture we can read (use JPEG, PNG or WebP).",
      "هذا الملف ليس صورة يمكننا قراءتها (استخدم JPEG أو PNG أو WebP).",
    ],
    [
      "too many pixels",
      { code: "IMAGE_TOO_LARGE", message: "Too many pixels." },
      "The picture has too many pixels (40 megapixels at most).",
      "عدد البكسلات في الصورة كبير جداً (40 ميغابكسل كحد أقصى).",
    ],
    [
      "a file over the size limit",
      { code: "IMAGE_FILE_TOO_LARGE", message: "Too large.", params: { maxMegabytes: 10 } },
      "The picture's file is too large (10 MB at most).",
      "حجم ملف الصورة كبير جداً (10 ميغابايت كحد أقصى).",
    ],
  ])("says clearly why %s was refused, in English and in Arabic", async (_name, error, en, ar) => {
    const status = error.code === "INVALID_IMAGE" ? 400 : 413;
    const { unmount } = renderWithApp(<UploadForm kind="gallery" />);
    (await fillForm(english)).answer(status, { success: false, ...error });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(en));
    unmount();

    await act(() => i18n.changeLanguage("ar"));
    FakeUpload.last = undefined;
    renderWithApp(<UploadForm kind="gallery" />);
    const upload = await fillForm({
      file: "ملف الصورة",
      alt: "النص البديل (بالإنجليزية)",
      altAr: "النص البديل (بالعربية)",
      submit: "رفع الصورة",
    });
    upload.answer(status, { success: false, ...error });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(ar));
  });
});
