// The api load bench's attacker, in its own process (as a real one would be): one user sending the costliest query
// the limits allow and 1,000-alias queries over `connections` connections per api, each sending its next request as
// soon as the last is answered (autocannon, closed loop). Run by api-load.bench.ts, which reads its JSON from stdout,
// so the attacker's thousands of requests a second never delay the paced users' timers in the bench process.
// It starts up (Node, tsx, autocannon: a second of CPU) before the measured phase, says 'ready' over IPC and floods
// on 'go': a real attacker's start-up does not run on the api's machine.
import autocannon from 'autocannon';
import type { Load } from './paced-load';

const CONNECTIONS = 8;
const aliased = (n: number) =>
  `query { ${Array.from({ length: n }, (_, i) => `a${i}: campaigns(pagination: { first: 100 }) { totalCount edges { node { id name contacts emailsSent sequenceSize } } }`).join(' ')} }`;

function flood(url: string, cookie: string, seconds: number): Promise<Load> {
  const load: Load = { latencies: [], statuses: new Map() };
  const bodies = [JSON.stringify({ query: aliased(15) }), JSON.stringify({ query: aliased(1_000) })];
  let n = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/graphql`,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers: { 'content-type': 'application/json', cookie },
              body: bodies[n++ % 2],
            }),
          },
        ],
      },
      (error) => (error ? reject(error) : resolve(load)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      load.latencies.push(responseTime);
      load.statuses.set(statusCode, (load.statuses.get(statusCode) ?? 0) + 1);
    });
  });
}

async function main() {
  if (!process.send) throw new Error('attacker-flood runs as a child of api-load.bench.ts (IPC)');
  process.send('ready');
  await new Promise((resolve) => process.once('message', resolve));
  const urls = (process.env.BENCH_FLOOD_URLS ?? '').split(',').filter(Boolean);
  const seconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 20);
  const loads = await Promise.all(urls.map((url) => flood(url, process.env.BENCH_FLOOD_COOKIE ?? '', seconds)));
  const latencies = loads.flatMap((l) => l.latencies);
  const statuses: Record<number, number> = {};
  for (const l of loads) l.statuses.forEach((v, k) => (statuses[k] = (statuses[k] ?? 0) + v));
  process.stdout.write(JSON.stringify({ latencies, statuses }));
  process.disconnect();
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
