import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  capture_method: string;
  client_secret: string;
  metadata: Record<string, string>;
  amount_refunded: number;
};

/** Reads a form-encoded Stripe request body, with `metadata[key]` nesting, into a flat map. */
async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  let body = "";
  for await (const chunk of request) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * A local stand-in for the parts of Stripe's API the adapter uses, so the real stripe-node client is
 * tested offline. It answers what Stripe answers for these calls and honours idempotency keys.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const idempotent = new Map<string, string>();
  const calls: { method: string; path: string; idempotencyKey?: string }[] = [];

  const view = (intent: FakeIntent, expandCharge: boolean) => ({
    ...intent,
    latest_charge: expandCharge
      ? { id: `ch_${intent.id}`, object: "charge", amount_refunded: intent.amount_refunded }
      : null,
  });

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const key = request.headers["idempotency-key"] as string | undefined;
    calls.push({ method: request.method ?? "", path: url.pathname, idempotencyKey: key });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const form = request.method === "POST" ? await readForm(request) : {};
    if (key && idempotent.has(key)) return send(200, JSON.parse(idempotent.get(key) as string));
    const remember = (body: unknown) => {
      if (key) idempotent.set(key, JSON.stringify(body));
      send(200, body);
    };

    const match = url.pathname.match(
      /^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(capture|cancel))?$/,
    );
    if (match && request.method === "POST" && !match[1]) {
      const id = `pi_fake_${randomBytes(8).toString("hex")}`;
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([name]) => name.startsWith("metadata["))
          .map(([name, value]) => [name.slice(9, -1), value]),
      );
      const intent: FakeIntent = {
        id,
        object: "payment_intent",
        amount: Number(form.amount),
        currency: form.currency ?? "aed",
        status: "requires_payment_method",
        capture_method: form.capture_method ?? "automatic",
        client_secret: `${id}_secret_fake`,
        metadata,
        amount_refunded: 0,
      };
      intents.set(id, intent);
      return remember(view(intent, false));
    }
    const intent = match?.[1] ? intents.get(match[1]) : undefined;
    if (match?.[1] && !intent)
      return send(404, {
        error: { type: "invalid_request_error", message: "No such payment_intent" },
      });
    if (intent && request.method === "GET")
      return send(
        200,
        view(intent, url.searchParams.has("expand[]") || url.searchParams.has("expand[0]")),
      );
    if (intent && match?.[2] === "capture") {
      intent.status = "succeeded";
      return remember(view(intent, false));
    }
    if (intent && match?.[2] === "cancel") {
      intent.status = "canceled";
      return remember(view(intent, false));
    }
    if (url.pathname === "/v1/refunds" && request.method === "POST") {
      const refunded = intents.get(form.payment_intent ?? "");
      if (!refunded)
        return send(404, {
          error: { type: "invalid_request_error", message: "No such payment_intent" },
        });
      // Without `amount` Stripe refunds what is left; more than is left is refused.
      const left = refunded.amount - refunded.amount_refunded;
      const amount = form.amount === undefined ? left : Number(form.amount);
      if (amount <= 0 || amount > left)
        return send(400, {
          error: { type: "invalid_request_error", message: "Refund amount is greater than left" },
        });
      refunded.amount_refunded += amount;
      return remember({
        id: `re_${refunded.id}_${refunded.amount_refunded}`,
        object: "refund",
        amount,
        status: "succeeded",
      });
    }
    send(404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    calls,
    /** What Stripe.js does in the browser when the guest's card is accepted. */
    pay(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = intent.capture_method === "manual" ? "requires_capture" : "succeeded";
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
