export { startPglite, type PgliteOptions, type PgliteServer } from './pglite-server';
