/** Types for audit.mjs (plain JavaScript: `npm test`'s runner imports it before anything is compiled). */
export declare function verdict(stdout: string, stderr?: string): string;
export declare function audit(): string;
