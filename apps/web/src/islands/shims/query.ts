/**
 * The islands build's @tanstack/react-query (vite.islands.config.ts): what a marketing page's
 * islands ask of the server (the session for the account menu, prices, pictures) through one small
 * cache shared by every island of the page, so two islands asking for the same key fetch once.
 * Only the API the components use: useQuery (queryKey, queryFn, enabled, select), useMutation
 * (mutate with callbacks, isPending/isError/isSuccess, reset) and setQueryData. A failed query is
 * asked again as the booking app asks (src/lib/query-retry.ts).
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { retryDelayMs, shouldRetryQuery } from "../../lib/query-retry";

type Entry = {
  status: "pending" | "success" | "error";
  data?: unknown;
  error?: unknown;
  promise?: Promise<void>;
};

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const hash = (key: readonly unknown[]) => JSON.stringify(key);

async function withRetries(queryFn: () => Promise<unknown>) {
  for (let failureCount = 0; ; failureCount += 1) {
    try {
      return await queryFn();
    } catch (error) {
      if (!shouldRetryQuery(failureCount, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(failureCount)));
    }
  }
}

function fetchOnce(key: string, queryFn: () => Promise<unknown>) {
  const entry = entries.get(key);
  if (entry && (entry.status === "success" || entry.promise)) return;
  const promise = withRetries(queryFn).then(
    (data) => void entries.set(key, { status: "success", data }),
    (error: unknown) => void entries.set(key, { status: "error", error }),
  );
  entries.set(key, { status: "pending", promise });
  void promise.then(notify);
}

export function queryOptions<T>(options: T): T {
  return options;
}

type QueryOptions<T, S> = {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
  enabled?: boolean;
  select?: (data: T) => S;
  staleTime?: number;
};

export function useQuery<T, S = T>(options: QueryOptions<T, S>) {
  const key = hash(options.queryKey);
  const isEnabled = options.enabled ?? true;
  // The first render matches the pre-rendered HTML (nothing fetched yet); the answer comes after.
  const [isHydrated, setIsHydrated] = useState(false);
  const entry = useSyncExternalStore(subscribe, () => entries.get(key));
  const { queryFn } = options;
  useEffect(() => {
    setIsHydrated(true);
    if (isEnabled) fetchOnce(key, queryFn);
  }, [key, isEnabled, queryFn]);
  const settled = isHydrated ? entry : undefined;
  const raw = settled?.status === "success" ? (settled.data as T) : undefined;
  const data = raw !== undefined && options.select ? options.select(raw) : (raw as S | undefined);
  const status = settled?.status ?? "pending";
  return {
    data,
    error: settled?.error ?? null,
    status,
    isPending: status === "pending",
    isLoading: status === "pending" && isEnabled,
    isSuccess: status === "success",
    isError: status === "error",
  };
}

export function useQueryClient() {
  return {
    setQueryData: (queryKey: readonly unknown[], data: unknown) => {
      entries.set(hash(queryKey), { status: "success", data });
      notify();
    },
    getQueryData: (queryKey: readonly unknown[]) => entries.get(hash(queryKey))?.data,
    invalidateQueries: async () => {},
  };
}

type MutateCallbacks<T> = {
  onSuccess?: (data: T) => unknown;
  onError?: (error: unknown) => unknown;
  onSettled?: () => unknown;
};

export function useMutation<T, V>(
  options: { mutationFn: (variables: V) => Promise<T> } & MutateCallbacks<T>,
) {
  const [state, setState] = useState<{
    status: "idle" | "pending" | "success" | "error";
    data?: T;
    error?: unknown;
  }>({
    status: "idle",
  });
  const mutate = useCallback(
    (variables: V, callbacks: MutateCallbacks<T> = {}) => {
      setState({ status: "pending" });
      options.mutationFn(variables).then(
        async (data) => {
          setState({ status: "success", data });
          await options.onSuccess?.(data);
          await callbacks.onSuccess?.(data);
          callbacks.onSettled?.();
        },
        async (error: unknown) => {
          setState({ status: "error", error });
          await options.onError?.(error);
          await callbacks.onError?.(error);
          callbacks.onSettled?.();
        },
      );
    },
    [options],
  );
  const mutateAsync = useCallback(
    (variables: V) =>
      new Promise<T>((resolve, reject) =>
        mutate(variables, { onSuccess: resolve, onError: reject }),
      ),
    [mutate],
  );
  return {
    mutate,
    mutateAsync,
    reset: () => setState({ status: "idle" }),
    data: state.data,
    error: state.error ?? null,
    status: state.status,
    isIdle: state.status === "idle",
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    isError: state.status === "error",
  };
}
