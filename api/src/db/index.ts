// Public surface of the database layer.
export * from './db.client';
export * from './migrate.service';
export * as schema from './schema';
