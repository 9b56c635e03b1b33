// The Google/Gmail stand-in of `npm run bench:api`, in its own process: answering the workers' 50 sends a second
// (each a MIME message to parse and keep) in the bench's process took its event loop from the paced load's timers,
// and the bench counts a request sent late as latency. Started by api-load.bench.ts over IPC: it answers
// `{ ready: { url, client } }`, then `{ id, tokens }` for each `{ id, issueTokens }`.
import { startGoogleStandIn } from 'devstack/google';

interface IssueRequest {
  id: number;
  issueTokens: { email: string; scopes: string[] };
}

async function main() {
  if (!process.send) throw new Error('bench-google-stand-in runs as a child of api-load.bench.ts (IPC)');
  const send = process.send.bind(process);
  const google = await startGoogleStandIn({ port: 0 });
  google.setLatency(Number(process.env.BENCH_GMAIL_LATENCY_MS ?? 100));
  process.on('message', (message: IssueRequest) => {
    send({ id: message.id, tokens: google.issueTokens(message.issueTokens) });
  });
  // The bench ended (or died): close the server and go.
  process.on('disconnect', () => void google.close().finally(() => process.exit(0)));
  send({ ready: { url: google.url, client: google.client } });
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
