import type { Config } from "../config/env";
import type { Database } from "../db/database";
import type { Clock } from "./clock";

/** What every service needs, built once at start-up and handed down explicitly. */
export type AppContext = {
  config: Config;
  db: Database;
  clock: Clock;
};
