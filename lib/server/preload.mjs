/**
 * What `npm start` loads before Next.js (`node --import ./lib/server/preload.mjs ...`, see package.json and
 * next-start.ts): the TRACE guard and the socket address in X-Forwarded-For. Starting the server any other way
 * loses both (README, "Running in production").
 */
import "./refuse-trace.mjs";
import "./forwarded-for.mjs";
