/** A promise with its resolve and reject at hand, for tests that hold an answer back (Node 20 has no Promise.withResolvers). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
