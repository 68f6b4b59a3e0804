import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine } from "../support/test-app.js";

/** GET over HTTPS, trusting only `ca`. */
function get(url: string, ca: Buffer) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    request(url, { ca }, (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe(onEngine("HTTPS_CERT and HTTPS_KEY"), () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "mnx-https-"));
    // A self-signed certificate for 127.0.0.1, as mkcert or a company CA would issue for a LAN address.
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
        ...["-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
        ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the app over HTTPS with that certificate", async () => {
    const t = await createTestApp({
      https: { certFile: join(dir, "cert.pem"), keyFile: join(dir, "key.pem") },
      publicUrl: "https://localhost:3000",
    });
    try {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = t.app.server.address() as AddressInfo;
      const health = await get(
        `https://127.0.0.1:${port}/api/v1/health`,
        readFileSync(join(dir, "cert.pem")),
      );
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body).success).toBe(true);
    } finally {
      await t.close();
    }
  });

  it("stops with the setting's name when a file cannot be read", async () => {
    await expect(
      createTestApp({ https: { certFile: join(dir, "missing.pem"), keyFile: join(dir, "key.pem") } }),
    ).rejects.toThrow(/HTTPS_CERT: cannot read/);
  });
});
