/** Types for ensure-system.mjs (plain JavaScript: the test runners import it before anything is compiled). */
export type System = { chromium: string; redisServer: string; nginx: string; wrk?: string };
export declare function ensureSystem(options?: { bench?: boolean }): System;
export declare function systemEnv(system: System): Record<string, string>;
