import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart } from "./helpers/multipart";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

let testApp: TestApp;
let cookie: string;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ cookie } = await signIn(testApp, "admin"));
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
describe("[UPLOADS] cut uploads", () => {
  for (const kind of ["gallery", "instagram"] as const) {
    for (const [label, cut] of [
      ["no closing boundary", whole.payload.length - 24],
      ["cut in the middle of the file", whole.payload.length - 32 * 1024],
      ["cut in a part's header", 60],
      ["cut right after the file's header", 260],
      ["cut after the first field", 130],
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
        expect(["BAD_REQUEST", "VALIDATION_ERROR"]).toContain(response.json().code);
      });
    }
  }
});
