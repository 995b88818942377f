import type pg from "pg";

/**
 * Runs a timed job (the payment reconciler, the email sender, housekeeping) in at most one process
 * at a time, and answers whether it ran: when the job is already running, here or in another
 * process on the same database, this run is skipped and the next tick tries again.
 */
export type RunExclusive = (jobName: string, job: () => Promise<void>) => Promise<boolean>;

/** The first key of the two-key advisory locks this app takes (the second is the job's name hashed). */
const JOB_LOCK_CLASS = 7310;

/**
 * On PostgreSQL: a session-level advisory lock on a connection of its own, held for the run. When
 * the process dies mid-run its connection closes and PostgreSQL releases the lock, so another
 * process takes the job at its next tick; the jobs themselves are idempotent (leases, re-checks).
 */
export function postgresExclusiveJobs(pool: pg.Pool): RunExclusive {
  const inThisProcess = inProcessExclusiveJobs();
  return async (jobName, job) => {
    let hasRun = false;
    await inThisProcess(jobName, async () => {
      const client = await pool.connect();
      // The lock's connection idles while the job runs; if the server ends it (restart, failover)
      // its error must not crash the process: the lock is gone with it, the unlock below fails,
      // and the connection is discarded. The job itself goes on with the pool's other connections.
      const onConnectionLost = () => {};
      client.on("error", onConnectionLost);
      // A connection that may still hold the lock is closed rather than returned to the pool.
      let isStillLocked = false;
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          "select pg_try_advisory_lock($1, hashtext($2)) as locked",
          [JOB_LOCK_CLASS, jobName],
        );
        if (rows[0]?.locked !== true) return;
        isStillLocked = true;
        try {
          await job();
          hasRun = true;
        } finally {
          await client.query("select pg_advisory_unlock($1, hashtext($2))", [
            JOB_LOCK_CLASS,
            jobName,
          ]);
          isStillLocked = false;
        }
      } finally {
        client.off("error", onConnectionLost);
        client.release(isStillLocked);
      }
    });
    return hasRun;
  };
}

/** One process (the embedded database): a run is skipped while the previous one is still going. */
export function inProcessExclusiveJobs(): RunExclusive {
  const running = new Set<string>();
  return async (jobName, job) => {
    if (running.has(jobName)) return false;
    running.add(jobName);
    try {
      await job();
      return true;
    } finally {
      running.delete(jobName);
    }
  };
}
