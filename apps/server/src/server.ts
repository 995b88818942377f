import { feedAllowListNotice, readConfigOrExit } from "./config/env";
import { startApp } from "./start-app";

/** The process entry: read the configuration, start, listen, and shut down cleanly on a signal. */
async function main() {
  // A .env at the repository root is optional; real environment variables win over it.
  const config = readConfigOrExit();

  const running = await startApp(config, { logger: { level: config.LOG_LEVEL } });
  const { app } = running;

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info(`${signal} received, shutting down`);
    const forceExit = setTimeout(() => {
      app.log.error(
        `shutdown took longer than ${config.SHUTDOWN_GRACE_SECONDS} s (SHUTDOWN_GRACE_SECONDS), exiting anyway`,
      );
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    forceExit.unref();
    try {
      await running.stop();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ host: config.HOST, port: config.PORT });
  const storage =
    running.database.kind === "pglite"
      ? `PGlite in ${config.DATA_DIR}/db`
      : `PostgreSQL at ${databaseHost(config.DATABASE_URL)}`;
  const payments =
    config.PAYMENT_PROVIDER === "stripe"
      ? `Stripe (${config.STRIPE_SECRET_KEY?.startsWith("sk_live_") ? "live" : "test"} keys)`
      : "sandbox, test cards only: no real charge";
  app.log.info(
    `Desert camp site on ${config.PUBLIC_URL}, listening on ${config.HOST}:${config.PORT} (${config.NODE_ENV}; database: ${storage}; payments: ${payments})`,
  );
  if (config.NODE_ENV === "production" && config.PAYMENT_PROVIDER === "sandbox")
    app.log.warn(
      "ALLOW_SANDBOX_IN_PRODUCTION is on: bookings are confirmed without taking any money, and every page says so.",
    );
  const feedAllowList = feedAllowListNotice(config);
  if (feedAllowList) app.log.warn(feedAllowList);
}

/** Where the database is, without its user name or password. */
function databaseHost(databaseUrl: string | undefined): string {
  if (!databaseUrl) return "unknown";
  const url = new URL(databaseUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

main().catch((error) => {
  console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
