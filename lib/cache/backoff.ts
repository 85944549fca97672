// The one Redis back-off policy: after a failed call, stop asking Redis for 30 s, then try again.

/** How long an outage lasts before Redis is tried again. */
export const RETRY_AFTER_MS = 30_000;

/**
 * One back-off window per user of Redis (the cache, the rate limiter). While it is open,
 * callers answer from their fallback instead of making every visitor wait for Redis's timeout. Requests already in
 * flight when Redis went down fail too: `fail()` is true only for the first, so an outage is logged once.
 */
export class Backoff {
  private until = 0;

  constructor(
    private readonly now: () => number = Date.now,
    readonly retryAfterMs = RETRY_AFTER_MS,
  ) {}

  /** True while Redis is not to be asked. */
  down(at = this.now()): boolean {
    return at < this.until;
  }

  /** Opens (or extends) the window; true when this failure starts an outage (log it), false when one is under way. */
  fail(at = this.now()): boolean {
    const starts = !this.down(at);
    this.until = at + this.retryAfterMs;
    return starts;
  }

  /** Closes the window after a call that worked; true when an outage had been recorded (log the recovery). */
  recover(): boolean {
    const recovered = this.until !== 0;
    this.until = 0;
    return recovered;
  }
}
