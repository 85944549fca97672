// A time limit on a promise, for calls to Redis made while a visitor waits.
class TimeoutError extends Error {
  constructor(label: string, ms: number) {
    super(`${label} took longer than ${ms} ms`);
    this.name = "TimeoutError";
  }
}

/** Rejects with TimeoutError after `ms`; the cache clients abort their own requests too, this bounds the rest. */
export function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(label, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
