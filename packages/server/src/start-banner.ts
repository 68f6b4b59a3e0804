import { join } from "node:path";
import type { Config } from "./config.js";

/** The database in use, as a person reads it: never the connection string's user or password. */
export function describeDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): string {
  if (!config.databaseUrl) return `embedded PostgreSQL (PGlite) in ${join(config.dataDir, "pglite")}`;
  try {
    const url = new URL(config.databaseUrl);
    const host = url.hostname || url.searchParams.get("host") || "localhost";
    const name = decodeURIComponent(url.pathname.slice(1)) || "(the user's)";
    return `PostgreSQL ${host}${url.port ? `:${url.port}` : ""}, database ${name}`;
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

/** Sign-in as a person reads it: the built-in demo provider, or the real issuer's address. */
export function describeSignIn(config: Pick<Config, "demoMode" | "oidc">): string {
  return config.demoMode || !config.oidc
    ? "built-in demo identity provider (OIDC_ISSUER not set)"
    : `OpenID Connect, ${config.oidc.issuer}`;
}

/**
 * What `npm start` ends with when a person watches (readable logs): the product, its database, how people sign
 * in and the addresses to open, one a line. Plain text: it must read the same in any terminal.
 */
export function startBanner(config: Config, addresses: string[]): string {
  const [first, ...others] = addresses;
  return [
    "",
    "  Maintenance Nexus is running",
    "",
    `  Database   ${describeDatabase(config)}`,
    `  Sign-in    ${describeSignIn(config)}`,
    `  Open       ${first}`,
    ...others.map((address) => `             ${address}`),
    "",
    "  Press Ctrl+C to stop.",
    "",
  ].join("\n");
}
