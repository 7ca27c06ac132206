import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema files (`npm run db:generate`) and applied at start-up,
// unchanged, on PGlite and on PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
});
