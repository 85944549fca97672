/** The Worker's budget, gzip KiB. */
export declare const WORKER_BUDGET_KIB: number;
/** The last build:edge's Worker as wrangler's dry run counts it. */
export declare function workerSize(): { rawKib: number; gzipKib: number };
