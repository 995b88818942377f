/**
 * "react" in the Preact build of the islands (vite.islands.config.ts): preact/compat, with
 * useSyncExternalStore honouring its server snapshot while an island hydrates, as React does.
 * Preact keeps the pre-rendered attributes when it hydrates, so a first render from the browser's
 * snapshot (reduced motion asked for, say) would leave the server's labels in place for good.
 */
import {
  useSyncExternalStore as compatSyncExternalStore,
  useEffect,
  useState,
} from "preact/compat";

// @ts-expect-error preact/compat's types say `export =`; the module itself has named exports.
export * from "preact/compat";
export { default } from "preact/compat";

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [isHydrating, setIsHydrating] = useState(getServerSnapshot !== undefined);
  useEffect(() => setIsHydrating(false), []);
  const value = compatSyncExternalStore(subscribe, getSnapshot);
  return isHydrating && getServerSnapshot ? getServerSnapshot() : value;
}
