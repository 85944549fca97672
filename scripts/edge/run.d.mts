/** Node 22's binary for the edge toolchain (scripts/edge/node22). */
export declare const NODE22: string;
/** Installs Node 22 if missing; returns `env` with it (and node_modules/.bin) first on PATH. */
export declare function edgeEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
