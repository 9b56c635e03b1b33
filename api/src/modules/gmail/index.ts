// Google's HTTP APIs as the engine uses them: OAuth 2.0 token endpoint and Gmail API v1 (send + headers-only reads).
export * from './google-http';
export * from './google-oauth.client';
export * from './gmail-api.error';
export * from './gmail-api.client';
export * from './gmail.transport';
