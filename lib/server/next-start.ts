/**
 * How every script starts the production server: `next start` with lib/server/preload.mjs loaded first (the TRACE
 * guard, and the socket address in X-Forwarded-For for the rate limits).
 * package.json's `start` says the same in words, as JSON cannot import this.
 */
export const NEXT_START_ARGS = ["--import", "./lib/server/preload.mjs", "node_modules/next/dist/bin/next", "start"];

/** The same as one shell command, for Playwright's webServer. */
export const nextStartCommand = (port: number | string) => `node ${NEXT_START_ARGS.join(" ")} -p ${port}`;
