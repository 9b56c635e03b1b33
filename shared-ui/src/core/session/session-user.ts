export type { SessionUser } from 'contracts';

/** 'idle' until something asks for the session, so public pages never call the auth API. */
export type SessionStatus = 'idle' | 'loading' | 'authenticated' | 'unauthenticated';
