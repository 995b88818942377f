import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart } from "./helpers/multipart";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

let testApp: TestApp;
let cookie: string;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ cookie } = await signIn(testApp, "owner"));
});
afterAll(() => testApp.close());

const picture = Buffer.alloc(64 * 1024, 7);
const whole = multipart([
  { name: "alt", value: "Dunes" },
  { name: "altAr", value: "كثبان" },
  { name: "image", value: picture, fileName: "dunes.png", type: "image/png" },
]);

/**
 * The outside audit's fuzzer cut uploads short: without the closing boundary, or in the middle of
 * the file, the stream under the multipart reader failed ("Premature close") and the answer was a 500.
 */
/** Where the picture's bytes begin, after its part's header. */
const fileStart = whole.payload.indexOf("Content-Type: image/png\r\n\r\n") + 27;

describe("[UPLOADS] cut uploads", () => {
  for (const kind of ["gallery", "instagram"] as const) {
    for (const [label, cut, code] of [
      // Cut inside the file: the file never ends, whatever came before it.
      ["no closing boundary", whole.payload.length - 24, "BAD_REQUEST"],
      ["cut in the middle of the file", whole.payload.length - 32 * 1024, "BAD_REQUEST"],
      ["cut right after the file's header", fileStart + 16, "BAD_REQUEST"],
      // Cut before the file: the parts that arrived are read, and what is missing is named.
      ["cut in a part's header", 60, "VALIDATION_ERROR"],
      ["cut after the first field", 130, "VALIDATION_ERROR"],
    ] as const) {
      it(`answers an upload to ${kind} ${label} with 400`, async () => {
        const response = await testApp.app.inject({
          method: "POST",
          url: `/api/image/${kind}`,
          headers: { ...whole.headers, cookie },
          payload: whole.payload.subarray(0, cut),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false });
        expect(response.json().code).toBe(code);
      });
    }
  }
});
