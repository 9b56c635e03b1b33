#!/usr/bin/env bash
# Strict type-check of every workspace (each has its own tsconfig.json extending tsconfig.base.json).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for ws in contracts mocks shared-ui shell mfe-marketing mfe-dashboard mfe-chat mfe-candidate api api/bench devstack e2e; do
  [ -f "$ws/tsconfig.json" ] || continue
  if npx tsc -p "$ws" --pretty false; then echo "typecheck: $ws ok"; else echo "typecheck: $ws FAILED"; status=1; fi
done
exit $status
