/** Types for pair.mjs (plain JavaScript: serve.mjs runs on Node without a compiler). */
export type Pair = { port: number; nextPort: number; nextPid: number; nginxPid: number; prefix: string };
export declare function prefixFor(port: number | string, env?: NodeJS.ProcessEnv): string;
export declare function readPair(port: number | string, env?: NodeJS.ProcessEnv): Pair | undefined;
