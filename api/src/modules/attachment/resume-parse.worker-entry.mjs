// Entry of a resume-parse worker thread. A worker thread is plain Node whatever started the api (tsx, or jest's
// CommonJS transform, which never sees worker threads), so it registers tsx itself to load the TypeScript body.
import { tsImport } from 'tsx/esm/api';

await tsImport('./resume-parse.worker.ts', import.meta.url);
