import { afterAll, describe, expect, it, vi } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

// Counts the loads of the demo provider's library (a third party), which then works as usual.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("oidc-provider", async (importOriginal) => {
  loads.count++;
  return importOriginal();
});

describe(onEngine("only the configured identity provider is loaded"), () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it("with a real issuer, the demo provider's library is never imported", async () => {
    const oidc = await createTestApp({
      oidc: { issuer: "https://accounts.google.com", clientId: "client", clientSecret: "secret" },
      demoMode: false,
      originFromRequest: false,
    });
    apps.push(oidc);
    await oidc.app.ready();
    expect(
      (await oidc.app.inject({ method: "GET", url: "/oidc/.well-known/openid-configuration" })).statusCode,
    ).toBe(404);
    expect(loads.count).toBe(0);
    // The file's first app also makes its test database (about 25 s on PGlite on a loaded machine).
  }, 120_000);

  it("in demo mode it is imported and answers", async () => {
    const demo = await createTestApp();
    apps.push(demo);
    const discovery = await demo.app.inject({ method: "GET", url: "/oidc/.well-known/openid-configuration" });
    expect(discovery.statusCode).toBe(200);
    expect(loads.count).toBe(1);
  });
});
