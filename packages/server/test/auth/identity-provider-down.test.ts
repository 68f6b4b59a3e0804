import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AUTH_MESSAGES } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLoginState } from "../../src/modules/sessions/session-service.js";
import { authHeaders } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: Server) =>
  new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });

/** A stand-in for Google's discovery endpoint (a third party), counting the calls it gets. */
function fakeIssuer(issuer: () => string) {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    calls.push(request.url ?? "");
    if (request.url !== "/.well-known/openid-configuration") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        issuer: issuer(),
        authorization_endpoint: `${issuer()}/authorize`,
        token_endpoint: `${issuer()}/token`,
        jwks_uri: `${issuer()}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
      }),
    );
  });
  return { server, calls };
}

/** A port on 127.0.0.1 that nothing listens on: the system picks a free one, and it is closed again. */
async function closedPort() {
  const probe = createServer();
  const port = await listen(probe);
  await close(probe);
  return port;
}

const oidcSettings = (port: number) => ({
  oidc: { issuer: `http://127.0.0.1:${port}`, clientId: "client", clientSecret: "secret" },
  demoMode: false,
  originFromRequest: false,
});

describe(onEngine("sign-in while the identity provider cannot be reached"), () => {
  let port: number;
  let t: TestApp;
  const startSignIn = () => t.app.inject({ method: "GET", url: "/api/v1/auth/google" });

  beforeAll(async () => {
    port = await closedPort();
    t = await createTestApp(oidcSettings(port));
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 503 IDP_UNAVAILABLE with Retry-After, and tries again on every sign-in", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await startSignIn();
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({
        success: false,
        error: AUTH_MESSAGES.idpUnavailable,
        code: "IDP_UNAVAILABLE",
      });
    }
  });

  it("keeps serving signed-in people meanwhile", async () => {
    const headers = await authHeaders(t.app, "fleet.manager@summitridge.example");
    const profile = await t.app.inject({ method: "GET", url: "/api/v1/auth/profile", headers });
    expect(profile.statusCode).toBe(200);
    const equipment = await t.app.inject({ method: "GET", url: "/api/v1/equipment", headers });
    expect(equipment.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/auth/config" })).json().data.mode).toBe("oidc");
  });

  it("sends a callback back to the login screen with the reason, not a server error", async () => {
    const state = "state-while-the-provider-is-down";
    await insertLoginState(t.db, { state, codeVerifier: "v".repeat(43), nonce: "n" });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/auth/callback?code=abc&state=${state}`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/auth/callback?error=${encodeURIComponent(AUTH_MESSAGES.idpUnavailable)}`,
    );
  });

  it("uses the provider once it answers, and keeps its configuration after that", async () => {
    const idp = fakeIssuer(() => `http://127.0.0.1:${port}`);
    await listen(idp.server, port);
    try {
      const first = await startSignIn();
      expect(first.statusCode).toBe(200);
      const authUrl = new URL(first.json().data.authUrl);
      expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`http://127.0.0.1:${port}/authorize`);
      expect(authUrl.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/v1/auth/callback");
      expect((await startSignIn()).statusCode).toBe(200);
      expect(idp.calls).toEqual(["/.well-known/openid-configuration"]);
    } finally {
      await close(idp.server);
    }
    // Discovered once: starting a sign-in needs nothing more from the provider.
    expect((await startSignIn()).statusCode).toBe(200);
  });
});
