// Public surface of the database layer.
export * from './client';
export * from './migrate';
export * as schema from './schema';
