/**
 * How every script starts the production server: `next start` with the TRACE guard preloaded (refuse-trace.mjs).
 * package.json's `start` says the same in words, as JSON cannot import this.
 */
export const NEXT_START_ARGS = ["--import", "./lib/server/refuse-trace.mjs", "node_modules/next/dist/bin/next", "start"];

/** The same as one shell command, for Playwright's webServer. */
export const nextStartCommand = (port: number | string) => `node ${NEXT_START_ARGS.join(" ")} -p ${port}`;
