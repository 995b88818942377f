import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  inProcessExclusiveJobs,
  postgresExclusiveJobs,
  type RunExclusive,
} from "../src/db/exclusive-jobs";
import { createPostgresTestDatabase, isRealPostgres } from "./helpers/test-database";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that records how many runs of it overlap, and takes `ms` to finish. */
function countingJob(ms: number) {
  const counts = { running: 0, mostAtOnce: 0, finished: 0 };
  const job = async () => {
    counts.running += 1;
    counts.mostAtOnce = Math.max(counts.mostAtOnce, counts.running);
    await pause(ms);
    counts.running -= 1;
    counts.finished += 1;
  };
  return { counts, job };
}

describe("[JOBS] one process: a run is skipped while the previous one goes on", () => {
  it("skips an overlapping run of the same job, not of another job", async () => {
    const runExclusive = inProcessExclusiveJobs();
    const reconciler = countingJob(50);
    const sender = countingJob(50);
    const results = await Promise.all([
      runExclusive("reconciler", reconciler.job),
      runExclusive("reconciler", reconciler.job),
      runExclusive("sender", sender.job),
    ]);
    expect(results).toEqual([true, false, true]);
    expect(reconciler.counts).toMatchObject({ mostAtOnce: 1, finished: 1 });
    expect(await runExclusive("reconciler", reconciler.job)).toBe(true);
  });

  it("lets the next run go after a run that failed", async () => {
    const runExclusive = inProcessExclusiveJobs();
    await expect(
      runExclusive("reconciler", async () => {
        throw new Error("card processor down");
      }),
    ).rejects.toThrow("card processor down");
    expect(await runExclusive("reconciler", async () => {})).toBe(true);
  });
});

/**
 * Each pool stands for one server process of the site: its own connections to the one database,
 * as three `npm start`s behind a load balancer would have.
 */
describe.runIf(isRealPostgres())("[JOBS] several processes on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  const pools: pg.Pool[] = [];
  const processes: RunExclusive[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    for (let index = 0; index < 3; index += 1) {
      const pool = new pg.Pool({ connectionString: database.url, max: 3 });
      pool.on("error", () => {}); // the crash test kills a connection on purpose
      pools.push(pool);
      processes.push(postgresExclusiveJobs(pool));
    }
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await database?.drop();
  });

  it("runs a job in one process at a time, and again once it is done", async () => {
    // The run that takes the lock holds it until every other process has tried (and been turned
    // away), however slowly a busy machine connects them; a second run at once would go on too.
    const counts = { running: 0, mostAtOnce: 0, finished: 0 };
    let answered = 0;
    let othersTried!: () => void;
    const everyOtherHasTried = new Promise<void>((resolve) => {
      othersTried = resolve;
    });
    let secondStarted!: () => void;
    const anotherRunStarted = new Promise<void>((resolve) => {
      secondStarted = resolve;
    });
    const job = async () => {
      counts.running += 1;
      counts.mostAtOnce = Math.max(counts.mostAtOnce, counts.running);
      if (counts.running > 1) secondStarted();
      await Promise.race([everyOtherHasTried, anotherRunStarted]);
      counts.running -= 1;
      counts.finished += 1;
    };
    const ran = await Promise.all(
      processes.map((runExclusive) =>
        runExclusive("payment-reconciler", job).then((hasRun) => {
          answered += 1;
          if (answered === processes.length - 1) othersTried();
          return hasRun;
        }),
      ),
    );
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(counts).toMatchObject({ mostAtOnce: 1, finished: 1 });

    // Done: the lock is free for whichever process ticks next.
    const [, second] = processes;
    expect(await second?.("payment-reconciler", async () => {})).toBe(true);
  });

  it("runs different jobs side by side", async () => {
    const reconciler = countingJob(200);
    const sender = countingJob(200);
    const [first, second] = processes as [RunExclusive, RunExclusive];
    const ran = await Promise.all([
      first("payment-reconciler", reconciler.job),
      second("email-sender", sender.job),
    ]);
    expect(ran).toEqual([true, true]);
  });

  it("frees the job when the process running it dies, so another process takes it over", async () => {
    const [first, second] = processes as [RunExclusive, RunExclusive];
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finishStuckJob!: () => void;
    // The first process takes the job and hangs in it (a stuck call, then a crash).
    const stuck = first("payment-reconciler", async () => {
      started();
      await new Promise<void>((resolve) => {
        finishStuckJob = resolve;
      });
    });
    await hasStarted;
    expect(await second("payment-reconciler", async () => {})).toBe(false);

    // The process dies: PostgreSQL ends its session, and with it the session's advisory locks.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ pid: number }>(
        "select pid from pg_locks where locktype = 'advisory' and granted",
      );
      expect(rows).toHaveLength(1);
      await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
    } finally {
      await admin.end();
    }

    // PostgreSQL ends the session in its own time (later on a loaded machine): the other process
    // takes the job at a tick once it has.
    await expect
      .poll(() => second("payment-reconciler", async () => {}), { interval: 100 })
      .toBe(true);

    // The stuck run ends later without crashing its process; its lost connection is discarded.
    finishStuckJob();
    await expect(stuck).rejects.toThrow();
    expect(await first("payment-reconciler", async () => {})).toBe(true);
  });
});
