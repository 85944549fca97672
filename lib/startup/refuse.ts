/**
 * Stops the server at start (Next's instrumentation register()) with the reason, not a stack: under Node the process
 * exits; elsewhere (the edge build of the middleware) register() throws it.
 */
export function refuseToStart(problem: string | undefined): void {
  if (!problem) return;
  console.error(`[startup] refusing to start: ${problem}`);
  if (process.env.NEXT_RUNTIME === "nodejs") process.exit(1);
  throw new Error(problem);
}
