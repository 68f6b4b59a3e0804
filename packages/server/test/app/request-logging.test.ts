import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, maskUrl } from "../../src/logger.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

describe(onEngine("request logging"), () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({}, createLogger({ logLevel: "info" }, sink));
  });
  afterAll(async () => {
    await t.close();
  });

  it("masks sign-in codes, state and tokens in URLs", () => {
    expect(maskUrl("/api/v1/auth/callback?code=abc&state=def&iss=x")).toBe(
      "/api/v1/auth/callback?code=[redacted]&state=[redacted]&iss=x",
    );
    expect(maskUrl("/x?token=t1&refresh_token=t2")).toBe("/x?token=[redacted]&refresh_token=[redacted]");
  });

  it("logs each request without the Authorization header, cookies or secret parameters", async () => {
    await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/callback?code=SECRET-CODE&state=SECRET-STATE",
      headers: { authorization: "Bearer SECRET-TOKEN", cookie: "sid=SECRET-COOKIE" },
    });
    const output = lines.join("");
    expect(output).toContain('"url":"/api/v1/auth/callback?code=[redacted]&state=[redacted]"');
    expect(output).toContain('"statusCode":302');
    for (const secret of ["SECRET-CODE", "SECRET-STATE", "SECRET-TOKEN", "SECRET-COOKIE"]) {
      expect(output).not.toContain(secret);
    }
  });
});
