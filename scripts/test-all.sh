#!/usr/bin/env bash
# `npm test`: the production build, then Playwright end-to-end in Debian's Chromium (in the background), ESLint +
# Prettier + dependency rules (scripts/check.sh), type-check, and unit + integration + component (jest, real
# PostgreSQL). A failed stage does not stop the others; it is named on the "== took" line and makes the exit code
# non-zero. Ends with one summary line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
# A larger young generation for every node process of the run (jest workers, tsc, ESLint, the e2e servers): rendering
# antd pages in jsdom and type-checking allocate short-lived objects fast, and V8's default 16 MB semi-space spends a
# noticeable share of a suite's CPU in scavenges (the commit message has the figures).
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--max-semi-space-size=64"
start=$(date +%s)
failed_stage=""
stage_start=$start
timings=""
# Seconds each stage took, printed at the end (the team waits on this command: see where the time goes).
lap() { local now; now=$(date +%s); timings="$timings $1 $((now - stage_start)) s;"; stage_start=$now; }

# The production build first (it runs codegen, which tsc reads), then the end-to-end run in the background: it mostly
# waits on the browser, the api's worker and its polls, so it shares the two cores with the stages below instead of
# running after them. Its output is printed once it ends.
echo "== production build, then end-to-end in the background"
e2e_status="$out/e2e.status"
if npm run -s build > "$out/build.log" 2>&1; then
  (
    e2e_start=$(date +%s)
    PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json \
      > "$out/e2e.log" 2>&1
    echo $? > "$e2e_status"
    echo $(($(date +%s) - e2e_start)) > "$out/e2e.seconds"
  ) &
  e2e_pid=$!
else
  cat "$out/build.log"
  failed_stage="$failed_stage build"
  e2e_pid=""
fi
lap build

# Two lanes of about the same length, one core each: ESLint; and tsc, then Prettier and the dependency rules. Each
# writes its own log, printed when both are done.
echo "== lint, format, dependency rules + typecheck (two lanes)"
bash scripts/check.sh eslint > "$out/check.log" 2>&1 &
check_pid=$!
(
  status=0
  bash scripts/typecheck.sh || status=1
  bash scripts/check.sh prettier dependency-cruiser dependency-rules-fire graphql-operations || status=1
  exit $status
) > "$out/typecheck.log" 2>&1 &
typecheck_pid=$!
wait $check_pid || failed_stage="$failed_stage check"
wait $typecheck_pid || failed_stage="$failed_stage typecheck+check"
cat "$out/check.log" "$out/typecheck.log"
lap check+typecheck

# Two jest workers: most suites wait on PostgreSQL, HTTP or timers, so two share the two cores well (jest's default
# on 2 cores is one worker). JEST_WORKERS overrides.
echo "== jest (unit, integration, component)"
npx jest --ci --maxWorkers="${JEST_WORKERS:-2}" --json --outputFile="$out/jest.json" 2> >(tee "$out/jest.log" >&2) \
  || failed_stage="$failed_stage jest"
lap jest

if [ -n "$e2e_pid" ]; then
  echo "== end-to-end (started after the build)"
  wait "$e2e_pid"
  cat "$out/build.log" "$out/e2e.log"
  [ "$(cat "$e2e_status" 2>/dev/null)" = 0 ] || failed_stage="$failed_stage e2e"
  lap "e2e-wait-after-jest (e2e ran $(cat "$out/e2e.seconds" 2>/dev/null) s)"
fi

summary=$(node -e '
  const fs = require("fs"); const dir = process.argv[1];
  let passed = 0, failed = 0, skipped = 0;
  try { const j = JSON.parse(fs.readFileSync(dir + "/jest.json", "utf8"));
        passed += j.numPassedTests; failed += j.numFailedTests + (j.numRuntimeErrorTestSuites || 0);
        skipped += j.numPendingTests + j.numTodoTests; } catch { failed += 1; }
  try { const s = JSON.parse(fs.readFileSync(dir + "/e2e.json", "utf8")).stats;
        passed += s.expected + s.flaky; failed += s.unexpected; skipped += s.skipped; } catch { failed += 1; }
  // The failures by name, last, where a reader of a long log looks first.
  try { const j = JSON.parse(fs.readFileSync(dir + "/jest.json", "utf8"));
        for (const file of j.testResults) {
          if (file.status === "failed" && !file.assertionResults.some((t) => t.status === "failed"))
            console.log(`FAILED (suite) ${file.name}: ${(file.message || "").split("\n").find((l) => l.trim()) || ""}`);
          for (const t of file.assertionResults) if (t.status === "failed") console.log(`FAILED ${file.name} > ${t.fullName}`);
        } } catch {}
  try { const walk = (suite, file) => { for (const spec of suite.specs || []) for (const t of spec.tests || [])
          if (t.status === "unexpected") console.log(`FAILED ${file || suite.file} > ${spec.title}`);
          for (const child of suite.suites || []) walk(child, file || suite.file); };
        for (const suite of JSON.parse(fs.readFileSync(dir + "/e2e.json", "utf8")).suites || []) walk(suite); } catch {}
  console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "$out")
echo "== took $(( $(date +%s) - start )) s (${timings# }${failed_stage:+ failed:$failed_stage})"
echo "$summary"
rm -rf "$out"
[ -z "$failed_stage" ]
