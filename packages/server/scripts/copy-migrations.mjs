// The build copies the SQL migrations next to the compiled migrate.js (tsc copies only TypeScript output).
import { cpSync } from "node:fs";
import { fileURLToPath } from "node:url";

const from = fileURLToPath(new URL("../src/db/migrations", import.meta.url));
const to = fileURLToPath(new URL("../dist/db/migrations", import.meta.url));
cpSync(from, to, { recursive: true, filter: (source) => !source.endsWith(".ts") });
console.log(`migrations copied to ${to}`);
