/** Types for chromium.mjs (plain JavaScript, shared with the Lighthouse worker). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
