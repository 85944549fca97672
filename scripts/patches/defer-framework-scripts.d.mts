/** Types for the unit tests of defer-framework-scripts.mjs (plain JavaScript, as npm runs it on install). */
export declare const LOADER_PATH: string;
export declare function patchSource(source: string): { source: string; changed: boolean };
