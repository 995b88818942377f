import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigError, parseEnv, REPO_ROOT } from "./config/env";
import { startApp } from "./start-app";

/** The process entry: read the configuration, start, listen, and shut down cleanly on a signal. */
async function main() {
  // A .env at the repository root is optional; real environment variables win over it.
  const envFile = path.join(REPO_ROOT, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);

  let config: ReturnType<typeof parseEnv>;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nSee .env.example and the configuration table in README.md.`);
      process.exit(1);
    }
    throw error;
  }

  const running = await startApp(config, { logger: { level: config.LOG_LEVEL } });
  const { app } = running;

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info(`${signal} received, shutting down`);
    const forceExit = setTimeout(() => {
      app.log.error("shutdown took longer than 10 s, exiting anyway");
      process.exit(1);
    }, 10_000);
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
    running.database.kind === "pglite" ? `PGlite in ${config.DATA_DIR}/db` : "PostgreSQL";
  app.log.info(
    `Desert camp site on http://localhost:${config.PORT} (database: ${storage}, payments: sandbox)`,
  );
}

main().catch((error) => {
  console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
