/**
 * What `npm start` loads before Next.js (`node --import ./lib/server/preload.mjs ...`, see package.json and
 * next-start.ts): the TRACE guard, the body limit, brotli compression and the socket address in X-Forwarded-For.
 * Starting the server any other way loses them (README, "Running in production").
 */
import "./refuse-trace.mjs";
import "./bounded-bodies.mjs";
import "./compress.mjs";
import "./forwarded-for.mjs";
