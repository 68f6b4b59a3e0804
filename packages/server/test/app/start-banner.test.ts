import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { describeDatabase, startBanner } from "../../src/start-banner.js";

describe("the start banner", () => {
  it("names the product, the embedded database, the demo sign-in and each address on its own line", () => {
    const config = loadConfig({ DATA_DIR: "/srv/mnx" });
    expect(startBanner(config, ["http://localhost:3000", "http://192.168.1.20:3000"]).split("\n")).toEqual([
      "",
      "  Maintenance Nexus is running",
      "",
      "  Database   embedded PostgreSQL (PGlite) in /srv/mnx/pglite",
      "  Sign-in    built-in demo identity provider (OIDC_ISSUER not set)",
      "  Open       http://localhost:3000",
      "             http://192.168.1.20:3000",
      "",
      "  Press Ctrl+C to stop.",
      "",
    ]);
  });

  it("names a PostgreSQL server and the real issuer without the connection string's user or password", () => {
    const banner = startBanner(
      loadConfig({
        DATABASE_URL: "postgres://fleet:s3cret-pw@db.internal:5432/maintenance_nexus",
        OIDC_ISSUER: "https://accounts.google.com",
        OIDC_CLIENT_ID: "client",
        OIDC_CLIENT_SECRET: "client-secret",
        PUBLIC_URL: "https://fleet.example.com",
      }),
      ["https://fleet.example.com"],
    );
    expect(banner).toContain("  Database   PostgreSQL db.internal:5432, database maintenance_nexus\n");
    expect(banner).toContain("  Sign-in    OpenID Connect, https://accounts.google.com\n");
    expect(banner).toContain("  Open       https://fleet.example.com\n");
    for (const secret of ["fleet:", "s3cret-pw", "client-secret"]) expect(banner).not.toContain(secret);
  });

  it("names a PostgreSQL server reached through a local socket", () => {
    const config = { databaseUrl: "postgresql:///mnx?host=/var/run/postgresql", dataDir: "/srv/mnx" };
    expect(describeDatabase(config)).toBe("PostgreSQL /var/run/postgresql, database mnx");
  });
});
