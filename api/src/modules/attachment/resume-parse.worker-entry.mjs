// Entry of a resume reader (a child process). It is started as plain node whatever started the api (tsx, node
// --import tsx, or jest's CommonJS transform, which never sees child processes), so it registers tsx itself to load
// the TypeScript body.
import { tsImport } from 'tsx/esm/api';

await tsImport('./resume-parse.worker.ts', import.meta.url);
