/** The bin/ folder of the project's Node (scripts/node/ensure-node.sh). */
export declare function projectNodeBin(): string;
/** `env` with the project's Node (and node_modules/.bin) first on PATH. */
export declare function edgeEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
