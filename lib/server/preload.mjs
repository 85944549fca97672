/**
 * What `npm start` loads before Next.js (`node --import ./lib/server/preload.mjs ...`, see package.json and
 * next-start.ts): the check that the build's static pages carry their CSP, the TRACE guard, the body limit, brotli
 * compression and the socket address in X-Forwarded-For. Starting the server any other way loses them (README,
 * "Running in production").
 */
import "./require-page-policies.mjs";
import "./refuse-trace.mjs";
import "./bounded-bodies.mjs";
import "./compress.mjs";
import "./forwarded-for.mjs";
