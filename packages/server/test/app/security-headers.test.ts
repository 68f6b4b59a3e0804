import { createHash } from "node:crypto";
import { THEME_BOOT_SCRIPT } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

function directives(csp: string) {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe(onEngine("security headers"), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(["/api/v1/health", "/api/v1/nowhere", "/work-orders"])("are set on %s", async (url) => {
    const response = await t.app.inject({ method: "GET", url });
    const csp = directives(String(response.headers["content-security-policy"]));
    // The theme's script in index.html, by its hash: nothing else inline runs.
    const themeScript = createHash("sha256").update(THEME_BOOT_SCRIPT).digest("base64");
    expect(csp.get("script-src")).toEqual(["'self'", `'sha256-${themeScript}'`]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(String(response.headers["content-security-policy"])).not.toContain("unsafe-inline");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("add HSTS on https and let forms go to the configured identity provider", async () => {
    const secure = await createTestApp({
      publicUrl: "https://fleet.example.com",
      oidc: { issuer: "https://accounts.google.com", clientId: "id", clientSecret: "secret" },
      demoMode: false,
    });
    try {
      const response = await secure.app.inject({ method: "GET", url: "/api/v1/health" });
      expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
      const csp = directives(String(response.headers["content-security-policy"]));
      expect(csp.get("form-action")).toEqual(["'self'", "https://accounts.google.com"]);
    } finally {
      await secure.close();
    }
  });

  it("leave HSTS out when HTTPS is served on localhost (HTTPS_CERT without PUBLIC_URL)", async () => {
    const local = await createTestApp({ publicUrl: "https://localhost:3000", originFromRequest: true });
    try {
      const response = await local.app.inject({ method: "GET", url: "/api/v1/health" });
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      expect(String(response.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    } finally {
      await local.close();
    }
  });
});
