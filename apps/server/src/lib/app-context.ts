import type { Config } from "../config/env";
import type { Database } from "../db/database";
import type { ListingsSource } from "../features/listings/listings-source";
import type { PaymentProvider } from "../features/payment-provider/payment-provider";
import type { SandboxProvider } from "../features/payment-provider/sandbox-provider";
import type { Clock } from "./clock";

/** What every service needs, built once at start-up and handed down explicitly. */
export type AppContext = {
  config: Config;
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  /** The sandbox card processor, present only while it is the active provider. */
  sandbox: SandboxProvider | null;
  /** The rental listings: a local fixture, or the remote service behind a cache. */
  listings: ListingsSource;
};
