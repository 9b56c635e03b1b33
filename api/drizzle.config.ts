// drizzle-kit generates SQL migrations into ./drizzle from the schema (`npm run db:generate -w api`).
// Migrations are applied by the app itself (src/db/migrate.ts), never by drizzle-kit push.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
