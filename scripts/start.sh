#!/bin/sh
# `npm start`: `next start` with the memory settings of docs/deploying.md ("Memory"); arguments
# pass through (`npm start -- -H 127.0.0.1 -p 3000`). scripts/lib/server.cjs (memorySettings)
# starts the tests' and benchmarks' servers with the same settings; a unit test compares them.
#
# - V8's old space is capped at CACHE_MEMORY_MB + 128 MB (the cache's strings live there, beside
#   about 80 MB of live heap): uncapped, V8 sizes it from the machine's memory (4 GB on 24 GB)
#   and lets garbage reach several times the live heap before a full collection.
# - 32 MB semi-spaces for the young generation, not the 64 MB Node 24 picks on a large machine.
# - Two glibc malloc arenas, not eight per core, each keeping memory freed into it.
# A NODE_OPTIONS in the environment comes after these (its flags win); a MALLOC_ARENA_MAX is kept.
set -eu
# CACHE_MEMORY_MB as lib/config/env.ts reads it: surrounding blanks ignored, empty is unset.
cache_mb=$(printf '%s' "${CACHE_MEMORY_MB:-}" | tr -d ' \t')
case "$cache_mb" in '' | *[!0-9]*) cache_mb=256 ;; esac
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export NODE_OPTIONS="--max-old-space-size=$((cache_mb + 128)) --max-semi-space-size=32${NODE_OPTIONS:+ $NODE_OPTIONS}"
exec node "$(dirname "$0")/../node_modules/next/dist/bin/next" start "$@"
