import { loadConfig } from "../config.js";
import { createDatabase } from "./create-database.js";
import { migrate } from "./migrate.js";
import { seedDemo } from "./seed.js";

/** `npm run seed -w @mnx/server`: migrations, then the demo organizations (skipped when present). */
const config = loadConfig();
const db = await createDatabase(config);
try {
  const applied = await migrate(db);
  const seeded = await seedDemo(db);
  console.log(`database: ${db.kind}; migrations applied: ${applied.join(", ") || "none"}`);
  console.log(`demo organizations seeded: ${seeded.join(", ") || "none (already present)"}`);
} finally {
  await db.close();
}
