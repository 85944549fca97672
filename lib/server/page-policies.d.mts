/** Types for page-policies.mjs (plain JavaScript: `npm start` and deploy/nginx/serve.mjs run it without a compiler). */
export declare function pagesWithoutPolicy(appDir: string): string[];
