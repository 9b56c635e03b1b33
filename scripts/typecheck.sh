#!/usr/bin/env bash
# Strict type-check of every workspace, in three programs instead of one per workspace: the front ends (with contracts,
# mocks and shared-ui, which each of them would otherwise check again), the server side (api, its benches, devstack) and
# the browser drivers (e2e, bench/web: Playwright, no jest globals). All share tsconfig.base.json's options; each
# workspace keeps its own tsconfig.json for editors and `npx tsc -p <workspace>`.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for program in front-ends server browser-drivers; do
  if npx tsc -p "scripts/typecheck/$program.tsconfig.json" --pretty false; then
    echo "typecheck: $program ok"
  else
    echo "typecheck: $program FAILED"
    status=1
  fi
done
exit $status
