import { defineConfig } from 'drizzle-kit'

// drizzle-kit only generates SQL here; migrations are applied by the app at start (server/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
})
