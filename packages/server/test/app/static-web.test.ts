import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

describe(onEngine("the built web app on the same port"), () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), "mnx-web-"));
    mkdirSync(join(webDist, "assets"));
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Maintenance Nexus</title>");
    writeFileSync(
      join(webDist, "login.html"),
      "<!doctype html><title>Maintenance Nexus</title><h1>Welcome</h1>",
    );
    mkdirSync(join(webDist, "shells", "equipment"), { recursive: true });
    writeFileSync(join(webDist, "shells", "dashboard.html"), "<!doctype html><title>Dashboard shell</title>");
    writeFileSync(
      join(webDist, "shells", "equipment", "assignments.html"),
      "<!doctype html><title>Assignments shell</title>",
    );
    writeFileSync(
      join(webDist, "shells", "equipment", "_.html"),
      "<!doctype html><title>Machine shell</title>",
    );
    writeFileSync(join(webDist, "sw.js"), "self.addEventListener('install', () => {});");
    writeFileSync(join(webDist, "assets", "index-abc123.js"), "console.log('app');");
    writeFileSync(join(webDist, ".env"), "SECRET=1");
    const compressed: Record<string, string> = {
      "index.html": "<!doctype html><title>Maintenance Nexus</title>",
      "sw.js": "self.addEventListener('install', () => {});",
      "manifest.webmanifest": '{"name":"Maintenance Nexus"}',
      "assets/route-def456.js": "export const page = 'equipment';",
    };
    for (const [file, text] of Object.entries(compressed)) {
      writeFileSync(join(webDist, file), text);
      writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(webDist, `${file}.gz`), gzipSync(text));
    }
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("serves hashed assets with a long cache", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("console.log");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it.each(["/", "/index.html", "/work-orders", "/auth/callback?code=abc", "/work-orders/unknown", "/x/y/z"])(
    "answers index.html, revalidated, for %s",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<title>Maintenance Nexus</title>");
    },
  );

  it.each(["/login", "/login/", "/login?error=x"])(
    "answers the prerendered login screen for %s",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<h1>Welcome</h1>");
    },
  );

  it.each([
    ["/dashboard", "Dashboard shell"],
    ["/dashboard/", "Dashboard shell"],
    ["/equipment/assignments?status=ACTIVE", "Assignments shell"],
    ["/equipment/6f1c2a9e-0b7d-4c55-9d7a-2f1e3b4c5d6e", "Machine shell"],
    ["/equipment/EX-001/", "Machine shell"],
  ])("answers a signed-in page's own shell, revalidated, for %s", async (url, title) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it("never caches the service worker for long", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it.each([
    ["/assets/route-def456.js", "javascript", "public, max-age=31536000, immutable"],
    ["/work-orders", "text/html", "no-cache"],
    ["/sw.js", "javascript", "no-cache"],
    ["/manifest.webmanifest", "application/manifest+json", "no-cache"],
  ])("sends %s compressed as the browser asks, brotli first", async (url, type, cacheControl) => {
    const ask = (encoding?: string) =>
      t.app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });
    const br = await ask("gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain(type);
    expect(br.headers["cache-control"]).toBe(cacheControl);
    expect(br.headers.vary).toContain("accept-encoding");
    const gzip = await ask("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await ask();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe(cacheControl);
    expect(plain.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("sends a file that has no compressed copy as it is, whatever the browser accepts", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toContain("console.log");
  });

  it("does not answer HTML for a missing asset, a dotfile or an escape attempt", async () => {
    expect((await t.app.inject({ method: "GET", url: "/assets/old-chunk.js" })).statusCode).toBe(404);
    const dotfile = await t.app.inject({ method: "GET", url: "/.env" });
    expect(dotfile.body).not.toContain("SECRET");
    const traversal = await t.app.inject({ method: "GET", url: "/..%2f..%2fetc%2fpasswd" });
    expect(traversal.body).not.toContain("root:");
  });

  it("keeps /api and /oidc paths out of the fallback", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/v1/unknown" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    const oidc = await t.app.inject({ method: "GET", url: "/oidc-nothing-here" });
    expect(oidc.statusCode).toBe(200);
  });

  it("answers 503 with a hint when the web app is not built", async () => {
    const bare = await createTestApp({ webDist: join(webDist, "missing") });
    try {
      const response = await bare.app.inject({ method: "GET", url: "/dashboard" });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe("Web app not built: run npm run build");
    } finally {
      await bare.close();
    }
  });
});
