/** Types for page-policies.mjs (plain JavaScript, used by the preload of `next start`). */
export declare function pagesWithoutPolicy(appDir: string): string[];
