import { describe, expect, it } from "vitest";
import {
  type ChannelActor,
  type ChannelEventState,
  CONFLICT_MOVES,
  type ConflictState,
  canMoveConflict,
  canMoveEvent,
  conflictStateOf,
  EVENT_MOVES,
  eventStateOf,
} from "../src/features/channels/channel-event-state-machine";
import { readServerSources } from "./helpers/server-sources";

const ACTORS: ChannelActor[] = ["import", "staff"];
const EVENT_STATES: ChannelEventState[] = ["live", "removed"];
const CONFLICT_STATES: ConflictState[] = ["fits", "open", "resolved"];

/** Every move each table allows, as `from>to by actor` ("none": before the feed listed it). */
const EVENT_ALLOWED = new Set([
  "none>live by import",
  "live>live by import",
  "removed>live by import",
  "live>removed by import",
]);
const CONFLICT_ALLOWED = new Set([
  "fits>open by import",
  "fits>open by staff",
  "open>open by import",
  "resolved>open by import",
  "open>fits by import",
  "open>fits by staff",
  "resolved>fits by import",
  "resolved>fits by staff",
  "open>resolved by staff",
]);

const asks = <From extends string, To extends string>(froms: From[], tos: To[]) =>
  froms.flatMap((from) => tos.flatMap((to) => ACTORS.map((actor) => ({ from, to, actor }))));
const named = ({ from, to, actor }: { from: string; to: string; actor: string }) =>
  `${from}>${to} by ${actor}`;

describe("[CHANNELS] the tables of moves of an imported event and its conflict", () => {
  it("allows exactly the listed moves of an event: the import's only", () => {
    const allowed = asks(["none", ...EVENT_STATES], EVENT_STATES)
      .filter(({ from, to, actor }) => canMoveEvent(from, to, actor))
      .map(named);
    expect(new Set(allowed)).toEqual(EVENT_ALLOWED);
    expect(EVENT_MOVES.filter((move) => move.by.includes("staff"))).toEqual([]);
  });

  it("allows exactly the listed moves of a conflict; only staff settle one", () => {
    const allowed = asks(CONFLICT_STATES, CONFLICT_STATES)
      .filter(({ from, to, actor }) => canMoveConflict(from, to, actor))
      .map(named);
    expect(new Set(allowed)).toEqual(CONFLICT_ALLOWED);
    expect(CONFLICT_MOVES.filter((move) => move.to === "resolved")).toEqual([
      expect.objectContaining({ from: "open", by: ["staff"] }),
    ]);
  });

  it("names the states from the event's timestamps", () => {
    const at = new Date("2027-01-01T10:00:00Z");
    expect(eventStateOf({ removedAt: null })).toBe("live");
    expect(eventStateOf({ removedAt: at })).toBe("removed");
    expect(conflictStateOf({ conflictAt: null, conflictResolvedAt: null })).toBe("fits");
    expect(conflictStateOf({ conflictAt: at, conflictResolvedAt: null })).toBe("open");
    expect(conflictStateOf({ conflictAt: at, conflictResolvedAt: at })).toBe("resolved");
  });
});

describe("[CHANNELS] the state machine is the only writer of channel events", () => {
  it("no other server file inserts or updates channel_events", async () => {
    const writers = (await readServerSources())
      .filter(
        ({ text }) =>
          /\.(insert|update|delete)\(channelEvents\)/.test(text) ||
          /preparedInsert\([^)]*\bchannelEvents\)/.test(text) ||
          /(insert\s+into|update)\s+"?channel_events\b/i.test(text),
      )
      .map(({ file }) => file);
    expect(writers).toEqual(["features/channels/channel-event-state-machine.ts"]);
  });

  it("no other server file names the event's timestamps in a write", async () => {
    // A generic "update this event with these values" would let any caller move its state; the
    // schema's column definitions are the only other place these keys are spelled.
    const writers = (await readServerSources())
      .filter(({ text }) =>
        /\b(conflictAt|conflictAlertedAt|conflictResolvedAt)\s*:(?!\s*timestamp\()/.test(text),
      )
      .map(({ file }) => file);
    expect(writers).toEqual(["features/channels/channel-event-state-machine.ts"]);
  });
});
