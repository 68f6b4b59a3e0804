import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVERY_ROLE } from "../support/role-matrix.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { createMatrixOrganization, type MatrixOrganization } from "./matrix-organization.js";
import { documentedOperations, suggestedDeclaration } from "./openapi-operations.js";
import { type MatrixRequest, mayCall, OPERATION_ACCESS, type OperationAccess } from "./operation-access.js";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The permission matrix, generated from the server's own OpenAPI document: every operation, as each of the 8
 * roles, with its own organization's ids and with another organization's, and with no token, an expired one
 * and a deactivated account's. Every answer is the one the domain's permission table says, and no answer holds
 * the other organization's data. An operation the document has and operation-access.ts does not declare fails.
 */
describe(onEngine("permission matrix: every operation x every role x organization and token"), () => {
  let t: TestApp;
  let own: MatrixOrganization;
  let other: MatrixOrganization;

  beforeAll(async () => {
    t = await createTestApp();
    own = await createMatrixOrganization(t.app, "Own");
    other = await createMatrixOrganization(t.app, "Other");
  });
  afterAll(() => t.close());

  it("declares every operation of the OpenAPI document, with the capabilities the document names", async () => {
    const documented = await documentedOperations(t.app);
    const missing = documented.filter((operation) => !OPERATION_ACCESS[operation.key]);
    expect(
      missing.map(suggestedDeclaration),
      "Operations without a line in test/security/operation-access.ts (OPERATION_ACCESS); add these, with a request that succeeds:",
    ).toEqual([]);
    const stale = Object.keys(OPERATION_ACCESS).filter((key) => !documented.some((o) => o.key === key));
    expect(stale, "Declared in operation-access.ts but not in the OpenAPI document").toEqual([]);
    for (const operation of documented) {
      const declared = OPERATION_ACCESS[operation.key]?.access;
      expect(declared, `${operation.key}: the access declared matches the document's x-capabilities`).toEqual(
        operation.access,
      );
    }
  });

  describe.each(Object.keys(OPERATION_ACCESS))("%s", (key) => {
    it("answers each role, organization and token as the permission table says, leaking nothing", async () => {
      const declaration = OPERATION_ACCESS[key] as OperationAccess;
      const [method = "GET", path = ""] = key.split(" ");
      const problems: string[] = [];
      const send = (request: MatrixRequest, headers: Record<string, string>) =>
        t.app.inject({
          method: method as "GET",
          url: request.url,
          headers: { ...request.headers, ...headers },
          ...(request.payload === undefined ? {} : { payload: request.payload as object }),
        });
      const check = (
        label: string,
        response: LightMyRequestResponse,
        expected: number,
        secrets: string[],
      ) => {
        const body = response.body;
        if (response.statusCode !== expected)
          problems.push(`${label}: expected ${expected}, got ${response.statusCode} ${body.slice(0, 200)}`);
        if (response.statusCode >= 400) {
          const answer = response.json();
          if (answer.success !== false || typeof answer.code !== "string" || typeof answer.error !== "string")
            problems.push(
              `${label}: a refusal without success false, a code and a message: ${body.slice(0, 200)}`,
            );
        }
        const leaked = secrets.filter((secret) => body.includes(secret));
        if (leaked.length > 0)
          problems.push(`${label}: the answer holds the other organization's ${leaked.join(", ")}`);
      };
      const secretsOf = (org: MatrixOrganization) => [org.organizationId, org.marker, ...org.ids()];
      /** Sends the call; a refused one must leave `org` exactly as it was. */
      const sendChecked = async (
        label: string,
        org: MatrixOrganization,
        request: MatrixRequest,
        headers: Record<string, string>,
      ) => {
        if (method === "GET") return send(request, headers);
        const before = await org.fingerprint();
        const response = await send(request, headers);
        if (response.statusCode >= 300 && (await org.fingerprint()) !== before)
          problems.push(`${label}: refused with ${response.statusCode}, yet the organization's data changed`);
        return response;
      };

      if (declaration.access === "public") {
        const request = await declaration.request({ org: own, role: "VIEWER", app: t.app });
        check("no token", await send(request, {}), declaration.status ?? 200, secretsOf(other));
      } else {
        for (const role of EVERY_ROLE) {
          const allowed = mayCall(declaration.access, role);
          const headers = () => (declaration.endsSession ? own.freshHeaders(role) : own.headers(role));
          const ownRequest = await declaration.request({ org: own, role, app: t.app });
          const expected = allowed ? (declaration.refused?.[role] ?? declaration.status ?? 200) : 403;
          const ownLabel = `${role}, own organization`;
          check(
            ownLabel,
            await sendChecked(ownLabel, own, ownRequest, await headers()),
            expected,
            secretsOf(other),
          );

          const foreignRequest = await declaration.request({ org: other, role, app: t.app });
          const named = JSON.stringify(foreignRequest);
          if (!UUID.test(named)) continue;
          const secrets = [
            other.organizationId,
            other.marker,
            ...other.ids().filter((id) => !named.includes(id)),
          ];
          const foreignLabel = `${role}, another organization's ids`;
          const response = await sendChecked(foreignLabel, other, foreignRequest, await headers());
          check(foreignLabel, response, allowed ? (declaration.foreignStatus ?? 404) : 403, secrets);
          // Another organization's ids answer exactly as ids that exist nowhere: no way to learn they exist.
          const nowhere = JSON.parse(named.replace(new RegExp(UUID.source, "gi"), () => randomUUID()));
          const unknown = await send(nowhere, await headers());
          if (unknown.statusCode !== response.statusCode || unknown.json().code !== response.json().code)
            problems.push(
              `${foreignLabel}: answered ${response.statusCode} ${response.json().code}, ids that exist nowhere ${unknown.statusCode} ${unknown.json().code}`,
            );
        }
        const request = await declaration.request({ org: own, role: "SUPER_ADMIN", app: t.app });
        const refusals: [string, Record<string, string>][] = [
          ["no token", {}],
          ["an expired token", await own.expiredHeaders()],
          ["a deactivated account's token", await own.deactivatedHeaders()],
        ];
        for (const [label, headers] of refusals) {
          check(label, await sendChecked(label, own, request, headers), 401, secretsOf(other));
        }
      }
      expect(problems, `${key} (${path})`).toEqual([]);
    });
  });
});
