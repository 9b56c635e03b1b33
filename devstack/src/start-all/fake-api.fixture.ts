/**
 * Stand-in for api/src/server.ts in start-all tests: listens on PORT, answers /readyz after a short
 * delay, shows the env it was given, stops on SIGTERM. FAKE_API_EXIT_CODE makes it exit by itself.
 */
import { createServer } from 'node:http';

const readyAfterMs = Number(process.env.FAKE_API_READY_AFTER_MS ?? 300);
const exitCode = process.env.FAKE_API_EXIT_CODE;
let ready = false;
setTimeout(() => {
  ready = true;
}, readyAfterMs);

const WIRED = [
  'PORT',
  'APP_ORIGIN',
  'DATABASE_URL',
  'DATABASE_PGLITE',
  'SESSION_SECRET',
  'TOKEN_ENCRYPTION_KEYS',
  'TOKEN_ENCRYPTION_KEY_ID',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_AUTH_URL',
  'GOOGLE_TOKEN_URL',
  'GOOGLE_USERINFO_URL',
  'GOOGLE_REVOKE_URL',
  'GMAIL_API_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'DEV_MAIL_URL',
  'WORKER_ENABLED',
  'EMAIL_FINDER_URL',
  'LLM_BASE_URL',
  'MICROSOFT_LOGIN_URL',
  'MICROSOFT_GRAPH_URL',
  'MICROSOFT_CA_PEM_FILE',
  'MICROSOFT_CLIENT_ID',
  'MICROSOFT_CLIENT_SECRET',
  'LLM_API_KEY',
  'LLM_MODEL',
];

const server = createServer((req, res) => {
  if (req.url === '/readyz') {
    res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ ready }));
    return;
  }
  if (req.url === '/__fake/env') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(Object.fromEntries(WIRED.map((name) => [name, process.env[name] ?? null]))));
    return;
  }
  res.writeHead(404).end();
});
server.listen(Number(process.env.PORT));

if (exitCode !== undefined) setTimeout(() => process.exit(Number(exitCode)), readyAfterMs + 200);

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
