/** Types for the unit tests of compile-hints.mjs (plain JavaScript, like the other post-build steps run by node). */
export declare const COMPILE_HINT: string;
export declare function withCompileHint(source: string): string;
export declare function addCompileHints(distDir: string): number;
