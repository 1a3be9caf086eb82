/**
 * A long loop's way to give the event loop back: the returned function resolves at once until `sliceMs` of work has
 * passed since the loop last gave way, then after one turn of the event loop (`setImmediate`). With ROLE=all the API
 * shares the loop with the polls: a first poll's work over 100,000 ads must not hold a request for seconds.
 */
export function timeSlicer(sliceMs = 10, now: () => number = () => performance.now()): () => Promise<void> | undefined {
  let sliceStart = now();
  return () => {
    if (now() - sliceStart < sliceMs) return undefined;
    return new Promise((resolve) =>
      setImmediate(() => {
        sliceStart = now();
        resolve();
      }),
    );
  };
}
