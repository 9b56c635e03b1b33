// The query-flood part of `npm run bench:abuse` on its own: `npx tsx api/bench/query-flood.bench.ts`.
import { runQueryFloodScenario } from './query-flood.scenario';

runQueryFloodScenario().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
