/**
 * Every like or unlike sent (by a click or the outbox) is numbered, so that an answer to a lookup that started
 * before it (a batch re-queued for seconds, say) cannot overwrite the newer state.
 */
export function createChangeNumbers() {
  let latest = 0;
  const lastChange = new Map<string, number>();
  return {
    /** The number of the latest change: a lookup notes it when it starts. */
    latest: () => latest,
    record: (key: string) => void lastChange.set(key, ++latest),
    changedSince: (key: string, since: number) => (lastChange.get(key) ?? 0) > since,
  };
}

export type ChangeNumbers = ReturnType<typeof createChangeNumbers>;
