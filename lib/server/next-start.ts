/**
 * A plain `next start`, as `npm start` runs it (package.json), for scripts that start the server without npm:
 * `node node_modules/next/dist/bin/next start`, whose process id is the server's own (`npx next start` leaves a
 * `next-server` child behind when stopped). Nothing is loaded before Next.js: request limits, compression and the
 * client's address are nginx's jobs in production (deploy/nginx, docs/deployment.md).
 */
export const NEXT_START_ARGS = ["node_modules/next/dist/bin/next", "start"];

/** The production pair (nginx in front of `next start`) on embedded defaults, as `npm run serve:nginx` starts it. */
export const SERVE_NGINX_ARGS = ["deploy/nginx/serve.mjs"];
