// Open-loop load at a steady rate: requests arrive as a Poisson process (random gaps averaging 1/rate), whatever the
// answers before them did, and each latency counts from the moment its request was due. autocannon's rate mode sends
// each connection's whole second of requests back to back at the start of that second (all connections together), so
// "200 req/s" there is a 200-request burst once a second: its percentiles measure how long a burst takes to drain.
// autocannon stays for the closed-loop attacker, which sends as fast as it can.
import http from 'node:http';

export interface Load {
  latencies: number[];
  statuses: Map<number, number>;
}

export interface PacedLoadOptions {
  url: string;
  /** Mean arrivals per second. */
  rate: number;
  seconds: number;
  /** Request `i`'s JSON body and cookie. */
  request: (i: number) => { body: string; cookie: string };
  /** Seeds the arrival pattern (give each target its own, so their arrivals do not coincide). */
  seed: number;
}

/** Seeded exponential gaps, so two runs offer the same arrival pattern. */
function arrivals(rate: number, seconds: number, seedValue: number): number[] {
  let seed = seedValue | 1;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) + 0.5) / 2 ** 32;
  };
  const due: number[] = [];
  for (let at = 0; ;) {
    at += (-Math.log(random()) / rate) * 1000;
    if (at >= seconds * 1000) return due;
    due.push(at);
  }
}

export async function pacedLoad(options: PacedLoadOptions): Promise<Load> {
  const load: Load = { latencies: [], statuses: new Map() };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const target = new URL('/graphql', options.url);
  const due = arrivals(options.rate, options.seconds, options.seed);
  const start = performance.now();
  const inFlight: Promise<void>[] = [];

  const send = (i: number, dueAt: number, retried = false): Promise<void> =>
    new Promise<void>((resolve) => {
      const { body, cookie } = options.request(i);
      const request = http.request(
        target,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            load.latencies.push(performance.now() - dueAt);
            load.statuses.set(response.statusCode!, (load.statuses.get(response.statusCode!) ?? 0) + 1);
            resolve();
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        // The server may close an idle keep-alive socket as the agent reuses it: Node's documented remedy is to send
        // again once (the latency still counts from the first due time).
        if (!retried && request.reusedSocket && error.code === 'ECONNRESET') return void send(i, dueAt, true).then(resolve);
        load.statuses.set(0, (load.statuses.get(0) ?? 0) + 1); // no answer: reported as status 0
        const how = [error.code ?? error.message, request.reusedSocket && 'on a reused connection', retried && 'sent twice'];
        process.stderr.write(`paced load: request ${i} got no answer (${how.filter(Boolean).join(', ')})\n`);
        resolve();
      });
      request.end(body);
    });

  for (let i = 0; i < due.length;) {
    const now = performance.now() - start;
    // Everything already due goes out now; a late timer is counted against the api, never hidden.
    while (i < due.length && due[i]! <= now) {
      inFlight.push(send(i, start + due[i]!));
      i++;
    }
    if (i < due.length) await new Promise((resolve) => setTimeout(resolve, Math.max(0, due[i]! - now)));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return load;
}
