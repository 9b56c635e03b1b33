// The body of a resume-parse worker thread (started by resume-parse.pool.ts through resume-parse.worker-entry.mjs):
// loads the parsers, says it is ready, then reads one file per message. Only the result goes back, never a log line.
import { parentPort } from 'node:worker_threads';
import { getResolvedPDFJS } from 'unpdf';
import { extractResumeText, type ResumeFileInfo, type ResumeTextResult } from './resume-text.extractor';

export interface ResumeParseJob {
  id: number;
  bytes: Uint8Array;
  file: ResumeFileInfo;
}
export type ResumeParseMessage = { type: 'ready' } | { type: 'result'; id: number; result: ResumeTextResult };

const port = parentPort;
if (!port) throw new Error('resume-parse.worker runs in a worker thread only');

// pdf.js is loaded before the first file, so its load time never counts against a file's time limit.
await getResolvedPDFJS();
port.on('message', async (job: ResumeParseJob) => {
  const result = await extractResumeText(job.bytes, job.file);
  port.postMessage({ type: 'result', id: job.id, result } satisfies ResumeParseMessage);
});
port.postMessage({ type: 'ready' } satisfies ResumeParseMessage);
