import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerEncoding, COMPRESS_MIN_BYTES } from "../../src/plugins/compression.js";
import { authHeaders } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

describe("answerEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(answerEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(answerEncoding("gzip, deflate")).toBe("gzip");
    expect(answerEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(answerEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(answerEncoding("*")).toBe("gzip");
    expect(answerEncoding("identity")).toBeNull();
    expect(answerEncoding(undefined)).toBeNull();
  });
});

describe(onEngine("compressed JSON answers"), () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const list = "/api/v1/work-orders?limit=100";

  beforeAll(async () => {
    t = await createTestApp();
    headers = await authHeaders(t.app, "shop.foreman@summitridge.example");
  });
  afterAll(() => t.close());

  it("sends a large answer as brotli or gzip when asked, the same JSON once decoded", async () => {
    const plain = await t.app.inject({ method: "GET", url: list, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await t.app.inject({
      method: "GET",
      url: list,
      headers: { ...headers, "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({
      method: "GET",
      url: list,
      headers: { ...headers, "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("leaves small answers, refusals and clients that accept no encoding alone", async () => {
    const health = await t.app.inject({
      method: "GET",
      url: "/api/v1/health",
      headers: { "accept-encoding": "br" },
    });
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(health.headers["content-encoding"]).toBeUndefined();

    const refused = await t.app.inject({ method: "GET", url: list, headers: { "accept-encoding": "br" } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.json()).toMatchObject({ success: false, code: "AUTH_REQUIRED" });

    const identity = await t.app.inject({
      method: "GET",
      url: list,
      headers: { ...headers, "accept-encoding": "identity" },
    });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.json().success).toBe(true);
  });
});
