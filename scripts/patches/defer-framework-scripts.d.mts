/** Types for the unit tests of defer-framework-scripts.mjs (plain JavaScript: it runs before anything is built). */
export declare const LOADER_PATH: string;
export declare const PRODUCTION_RUNTIMES: RegExp;
export declare function patchSource(source: string): { source: string; changed: boolean };
