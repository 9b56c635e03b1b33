// The body of a resume reader, a child process (started by resume-parse.pool.ts through
// resume-parse.worker-entry.mjs): loads the parsers, says it is ready, then reads one file per message. Only the
// result goes back, never a log line. It leaves when the api does (the IPC channel closes).
import { getResolvedPDFJS } from 'unpdf';
import { extractResumeText, type ResumeFileInfo, type ResumeTextResult } from './resume-text.extractor';

export interface ResumeParseJob {
  id: number;
  bytes: Uint8Array;
  file: ResumeFileInfo;
}
export type ResumeParseMessage = { type: 'ready' } | { type: 'result'; id: number; result: ResumeTextResult };

const send = process.send?.bind(process);
if (!send) throw new Error('resume-parse.worker runs in a child process with an IPC channel only');
const reply = (message: ResumeParseMessage) => send(message);

process.on('disconnect', () => process.exit(0));
// pdf.js is loaded before the first file, so its load time never counts against a file's time limit.
await getResolvedPDFJS();
process.on('message', async (job: ResumeParseJob) => {
  const result = await extractResumeText(job.bytes, job.file);
  reply({ type: 'result', id: job.id, result });
});
reply({ type: 'ready' });
