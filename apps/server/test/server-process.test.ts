import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./helpers/free-port";
import { killAllServers, runServer, waitForListening } from "./helpers/server-process";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "camp-process-"));
});
afterAll(async () => {
  killAllServers();
  await rm(dataDir, { recursive: true, force: true });
});

describe("[SERVER] the process", () => {
  it("stops with a message naming the variable when the configuration is wrong", async () => {
    const running = runServer({ PORT: "not-a-port", DATA_DIR: dataDir });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('PORT must be a whole number (got "not-a-port")');
  });

  it("refuses to start in production without Stripe keys unless the sandbox is asked for", async () => {
    const running = runServer({ DATA_DIR: dataDir, ALLOW_SANDBOX_IN_PRODUCTION: "" });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain(
      "STRIPE_SECRET_KEY is required when NODE_ENV is production (or set ALLOW_SANDBOX_IN_PRODUCTION=true",
    );
  });

  it("shuts down cleanly on Ctrl-C and starts again on the same data folder with nothing lost", async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "none"),
    };
    const first = runServer(env);
    await waitForListening(first, port);
    // The start-up line names the real payment provider and database.
    expect(first.output()).toContain(
      `(production; database: PGlite in ${dataDir}/db; payments: sandbox, test cards only: no real charge)`,
    );
    expect(first.output()).toContain("ALLOW_SANDBOX_IN_PRODUCTION is on");
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Persisted Guest",
        email: "persisted@example.com",
        password: "still-here-2026",
      }),
    });
    expect(registered.status).toBe(201);

    first.child.kill("SIGINT");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("SIGINT received, shutting down");

    const second = runServer(env);
    await waitForListening(second, port);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "persisted@example.com", password: "still-here-2026" }),
    });
    expect(login.status).toBe(200);
    const rooms = (await (await fetch(`http://127.0.0.1:${port}/api/rooms`)).json()) as {
      roomData: unknown[];
    };
    expect(rooms.roomData).toHaveLength(2); // seeded once, not twice
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 120_000);

  it("a card that succeeded right before the server was killed still becomes a booking at restart", async () => {
    const crashDir = await mkdtemp(path.join(tmpdir(), "camp-crash-"));
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: crashDir,
      WEB_DIST_DIR: path.join(crashDir, "none"),
    };
    const base = `http://127.0.0.1:${port}/api`;
    const json = { "content-type": "application/json" };
    try {
      const first = runServer(env);
      await waitForListening(first, port);
      await fetch(`${base}/auth/register`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          name: "Crash Guest",
          email: "crash@example.com",
          password: "crash-test-2026",
        }),
      });
      const login = await fetch(`${base}/auth/login`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email: "crash@example.com", password: "crash-test-2026" }),
      });
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const signedIn = { ...json, cookie };
      const checkIn = addDaysIso(resortToday(), 10);
      const quote = (await (
        await fetch(`${base}/booking/check-availability`, {
          method: "POST",
          headers: signedIn,
          body: JSON.stringify({
            serviceType: "camp",
            checkIn,
            checkOut: addDaysIso(checkIn, 1),
            quantity: 1,
            guests: 2,
          }),
        })
      ).json()) as { data: { quoteId: string; totalAmount: number } };
      const payment = (await (
        await fetch(`${base}/payment/process`, {
          method: "POST",
          headers: signedIn,
          body: JSON.stringify({
            quoteId: quote.data.quoteId,
            amount: quote.data.totalAmount * 100,
          }),
        })
      ).json()) as { client_secret: string; paymentIntentId: string };
      const confirm = await fetch(`${base}/payment/sandbox/confirm`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          client_secret: payment.client_secret,
          card: { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" },
        }),
      });
      expect(confirm.status).toBe(200);

      // The card has succeeded; the process dies before anyone asks for the booking.
      first.child.kill("SIGKILL");
      await first.exited;

      const second = runServer(env);
      await waitForListening(second, port);
      const mine = (await (await fetch(`${base}/booking/me`, { headers: { cookie } })).json()) as {
        booking: { data: { serviceType: string; status: string; paymentStatus: string }[] };
      };
      expect(mine.booking.data).toHaveLength(1);
      expect(mine.booking.data[0]).toMatchObject({
        serviceType: "camp",
        status: "confirmed",
        paymentStatus: "completed",
      });
      // The browser coming back later gets the same booking, not a second one.
      const late = await fetch(`${base}/booking`, {
        method: "POST",
        headers: signedIn,
        body: JSON.stringify({
          quoteId: quote.data.quoteId,
          paymentInfo: { id: payment.paymentIntentId, status: "succeeded" },
        }),
      });
      expect(late.status).toBe(200);
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    } finally {
      await rm(crashDir, { recursive: true, force: true });
    }
  }, 120_000);
});
