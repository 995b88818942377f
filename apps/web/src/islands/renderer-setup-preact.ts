import { options } from "preact";

/**
 * Preact runs effects after the next animation frame, which a tab in the background (or a test's
 * paused clock) never draws: the islands' effects would wait. They run as React DOM runs them
 * instead, in a task of their own right after rendering (a message, as React's scheduler posts).
 */
const channel = new MessageChannel();
const pending: (() => void)[] = [];
channel.port1.onmessage = () => {
  for (const run of pending.splice(0)) run();
};
options.requestAnimationFrame = (run) => {
  pending.push(run);
  if (pending.length === 1) channel.port2.postMessage(null);
};
