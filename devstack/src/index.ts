// Stand-ins for the outside world on loopback. Import a subpath ('devstack/google', 'devstack/smtp',
// 'devstack/s3', 'devstack/pglite', 'devstack/job-boards', 'devstack/microsoft') to load only what a test needs.
export * from './google';
export * from './microsoft';
export * from './smtp';
export * from './s3';
export * from './pglite';
export * from './job-boards';
export { PortInUseError } from './http/listen';
