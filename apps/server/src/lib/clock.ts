/** Time comes through this, so tests can move it (session expiry, rate-limit windows, holds). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
