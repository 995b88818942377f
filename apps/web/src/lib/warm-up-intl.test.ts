import { afterEach, describe, expect, it, vi } from "vitest";
import { isSettled } from "../testing/settled";

/** A Worker the test answers by hand, recording how it was made and whether it was ended. */
function stubWorker(options: { throwOnCreate?: boolean } = {}) {
  const made: FakeWorker[] = [];
  class FakeWorker extends EventTarget {
    terminated = false;
    constructor(
      readonly url: URL | string,
      readonly workerOptions?: WorkerOptions,
    ) {
      super();
      if (options.throwOnCreate) throw new Error("workers are refused here");
      made.push(this);
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal("Worker", FakeWorker);
  return made;
}

/** The module anew (it starts its worker once per page). */
const load = async () => {
  vi.resetModules();
  return import("./warm-up-intl");
};

describe("Intl warmed up in a worker", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is warm at once where there is no worker (a test's DOM, the pre-rendering)", async () => {
    vi.stubGlobal("Worker", undefined);
    const { warmUpIntl, intlWarm } = await load();
    warmUpIntl();
    expect(await isSettled(intlWarm())).toBe(true);
  });

  it("starts one module worker, waits for its word, then ends it", async () => {
    const made = stubWorker();
    const { warmUpIntl, intlWarm } = await load();
    warmUpIntl();
    warmUpIntl();
    expect(made).toHaveLength(1);
    expect(String(made[0]?.url)).toContain("intl-warm-up.worker");
    expect(made[0]?.workerOptions).toEqual({ type: "module" });
    expect(await isSettled(intlWarm())).toBe(false);

    made[0]?.dispatchEvent(new MessageEvent("message", { data: "warm" }));
    expect(await isSettled(intlWarm())).toBe(true);
    expect(made[0]?.terminated).toBe(true);
  });

  it("does not hold the page's formatters back when the worker fails or cannot start", async () => {
    const failing = stubWorker();
    const first = await load();
    first.warmUpIntl();
    failing[0]?.dispatchEvent(new Event("error"));
    expect(await isSettled(first.intlWarm())).toBe(true);
    expect(failing[0]?.terminated).toBe(true);

    stubWorker({ throwOnCreate: true });
    const second = await load();
    second.warmUpIntl();
    expect(await isSettled(second.intlWarm())).toBe(true);
  });
});
