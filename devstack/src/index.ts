// Stand-ins for the outside world on loopback. Import a subpath ('devstack/google', 'devstack/smtp',
// 'devstack/s3', 'devstack/pglite') to load only what a test needs.
export * from './google';
export * from './smtp';
export * from './s3';
export * from './pglite';
export { PortInUseError } from './http/listen';
