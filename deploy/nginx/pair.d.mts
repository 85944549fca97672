/** Types for pair.mjs (plain JavaScript: serve.mjs runs on Node without a compiler). */
export type Pair = {
  port: number;
  /** The first instance's (the only one's unless NEXT_INSTANCES is set). */
  nextPort: number;
  nextPid: number;
  nextPorts: number[];
  nextPids: number[];
  nginxPid: number;
  prefix: string;
};
export declare function prefixFor(port: number | string, env?: Record<string, string | undefined>): string;
export declare function readPair(port: number | string, env?: NodeJS.ProcessEnv): Pair | undefined;
export declare function accessLog(env?: Record<string, string | undefined>): string;
export declare const NODE_HEADER_LIMIT: number;
export declare function nodeOptions(env?: Record<string, string | undefined>): string;
