#!/usr/bin/env bash
# `npm run check` (and the first stage of `npm test`): ESLint, Prettier and the dependency rules over every workspace,
# proof that each dependency rule fires on a scratch import that breaks it (scripts/deps-rules-fire.mjs, ~4 s), and
# that every GraphQL operation a front end can send validates against the api's schema, with proof that this check
# fires on scratch operations (scripts/graphql-operations/check-operations.mjs, ~2 s).
# Runs them all even when one fails, so one run shows every kind of violation; exits non-zero if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=""

run() {
  local name=$1 t0
  shift
  t0=$(date +%s)
  if "$@"; then
    echo "check: $name ok ($(($(date +%s) - t0)) s)"
  else
    echo "check: $name FAILED ($(($(date +%s) - t0)) s)"
    failed="$failed $name"
  fi
}

# `check.sh eslint` or `check.sh prettier dependency-cruiser ...` runs only those (npm test splits them into two lanes).
wanted=" ${*:-eslint prettier dependency-cruiser dependency-rules-fire graphql-operations} "
want() { [[ "$wanted" == *" $1 "* ]]; }

want eslint && run eslint npm run -s lint
want prettier && run prettier npm run -s format:check
want dependency-cruiser && run dependency-cruiser npm run -s deps:check
want dependency-rules-fire && run dependency-rules-fire node scripts/deps-rules-fire.mjs
want graphql-operations && run graphql-operations node scripts/graphql-operations/check-operations.mjs

if [ -n "$failed" ]; then
  echo "check: failed:$failed (fix: npm run format; eslint --fix; see .dependency-cruiser.cjs for why an arrow is forbidden)"
  exit 1
fi
