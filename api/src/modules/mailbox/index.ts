// The mailbox port's public face: what delivery needs from any mail provider, in one vocabulary. Providers
// (modules/google, and Microsoft next) implement it; delivery imports only this module (README.md).
export * from './mailbox.types';
export * from './message-metadata';
export * from './mail-send.failure';
export * from './token-cipher.service';
export * from './mail-access.error';
export * from './mailbox.port';
export * from './mail-read.error';
export * from './mail-grant.store';
export * from './return-path.util';
export * from './mail-connection.service';
export * from './mail-app-problems.store';
export * from './pending-consent.store';
