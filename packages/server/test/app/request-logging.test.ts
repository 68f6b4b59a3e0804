import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LogFormat } from "../../src/config.js";
import { createLogger, maskUrl } from "../../src/logger.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

const SECRETS = ["SECRET-CODE", "SECRET-STATE", "SECRET-TOKEN", "SECRET-COOKIE", "SECRET-REFRESH"];

/** How each format writes the masked callback request: a JSON field, or the readable line's method and address. */
const CALLBACK_LINE: Record<LogFormat, string> = {
  json: '"url":"/api/v1/auth/callback?code=[redacted]&state=[redacted]"',
  pretty: "INFO: GET /api/v1/auth/callback?code=[redacted]&state=[redacted] (req-1)",
};

it("masks sign-in codes, state and tokens in URLs", () => {
  expect(maskUrl("/api/v1/auth/callback?code=abc&state=def&iss=x")).toBe(
    "/api/v1/auth/callback?code=[redacted]&state=[redacted]&iss=x",
  );
  expect(maskUrl("/x?token=t1&refresh_token=t2")).toBe("/x?token=[redacted]&refresh_token=[redacted]");
});

describe.each(["json", "pretty"] as const)("%s logs", (logFormat) => {
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
      t = await createTestApp({}, createLogger({ logLevel: "info", logFormat }, sink));
    });
    afterAll(async () => {
      await t.close();
    });

    it("logs each request without the Authorization header, cookies, tokens or secret parameters", async () => {
      await t.app.inject({
        method: "GET",
        url: "/api/v1/auth/callback?code=SECRET-CODE&state=SECRET-STATE",
        headers: { authorization: "Bearer SECRET-TOKEN", cookie: "sid=SECRET-COOKIE" },
      });
      t.app.log.info({ session: { refreshToken: "SECRET-REFRESH" } }, "a session was logged by mistake");
      const output = lines.join("");
      expect(output).toContain(CALLBACK_LINE[logFormat]);
      expect(output).toContain(logFormat === "json" ? '"statusCode":302' : "INFO: 302 in ");
      expect(output).toContain(logFormat === "json" ? '"refreshToken":"[redacted]"' : "[redacted]");
      for (const secret of SECRETS) expect(output).not.toContain(secret);
    });

    it(`writes one ${logFormat === "json" ? "JSON object" : "readable line"} per entry`, () => {
      const entries = lines.join("").trimEnd().split("\n");
      expect(entries.length).toBeGreaterThanOrEqual(3);
      for (const entry of entries) {
        if (logFormat === "json") expect(() => JSON.parse(entry)).not.toThrow();
        else expect(entry).toMatch(/^\[\d\d:\d\d:\d\d\] (TRACE|DEBUG|INFO|WARN|ERROR|FATAL): \S/);
      }
    });
  });
});
