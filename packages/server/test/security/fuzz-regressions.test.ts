import { METER_READING_TOO_LARGE } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_DEEP_MESSAGE } from "../../src/plugins/request-guards.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { createMatrixOrganization, type MatrixOrganization } from "./matrix-organization.js";

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** The 5xx answers the fuzzer (fuzz.test.ts, `npm run fuzz`) found, each kept as the call that found it. */
describe(onEngine("fuzzing regressions: calls that once answered 500"), () => {
  let t: TestApp;
  let org: MatrixOrganization;
  const inject = async (
    role: "SUPER_ADMIN" | "MECHANIC",
    method: "POST" | "PATCH",
    url: string,
    payload: string | object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await org.headers(role)), "content-type": "application/json" },
      payload,
    });
  const counts = async () => org.fingerprint();

  beforeAll(async () => {
    t = await createTestApp();
    org = await createMatrixOrganization(t.app, "Regressions");
  });
  afterAll(() => t.close());

  it("a body nested 5,000 deep is a 400 (it overflowed the stack of the NUL check)", async () => {
    const before = await counts();
    for (const url of ["/api/v1/equipment/assignments", "/api/dev/api-explorer", "/api/v1/equipment"]) {
      const response = await inject("SUPER_ADMIN", "POST", url, nested(5_000));
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: "VALIDATION_ERROR",
        error: TOO_DEEP_MESSAGE,
      });
    }
    const shallow = await inject("SUPER_ADMIN", "POST", "/api/dev/api-explorer", {
      endpoint: "/api/v1/health",
      method: "GET",
      body: JSON.parse(nested(20)),
    });
    expect(shallow.statusCode, shallow.body).toBe(200);
    expect(await counts()).toBe(before);
  });

  it("a meter reading past what the column holds is a 400 (PostgreSQL's numeric overflow was a 500)", async () => {
    const before = await counts();
    const order = await org.workOrder("ASSIGNED");
    const afterFixture = await counts();
    const start = await inject("MECHANIC", "PATCH", `/api/v1/work-orders/${order}/start`, {
      hourMeterStart: 9007199254740994,
    });
    expect(start.statusCode, start.body).toBe(400);
    expect(start.json().error).toBe(METER_READING_TOO_LARGE);
    const machine = await inject("SUPER_ADMIN", "POST", "/api/v1/equipment", {
      equipmentNumber: "OVERFLOW-1",
      name: "Overflow",
      make: "Caterpillar",
      mileage: 1e15,
    });
    expect(machine.statusCode, machine.body).toBe(400);
    expect(await counts()).toBe(afterFixture);
    expect(afterFixture).not.toBe(before);
  });

  it("a date before year 1 is 'Please enter a valid date' (PostgreSQL's timestamp range error was a 500)", async () => {
    const machine = await org.machine();
    const before = await counts();
    const response = await inject("SUPER_ADMIN", "POST", "/api/v1/equipment/assignments", {
      equipmentId: machine,
      operatorId: org.userId("OPERATOR"),
      jobSite: "Far past",
      startDate: "-271821-04-20T00:00:00.000Z",
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBe("Please enter a valid date");
    expect(await counts()).toBe(before);
  });

  it("an address that is not valid percent-encoding, or too long a path id, answers the API's error body", async () => {
    const headers = await org.headers("SUPER_ADMIN");
    const badUrl = await t.app.inject({ method: "GET", url: "/api/v1/users/%ED%A0%80", headers });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ success: false, error: "The address is not valid.", code: "BAD_URL" });
    const long = await t.app.inject({
      method: "PATCH",
      payload: {},
      url: `/api/v1/work-orders/${"a".repeat(5_000)}/start`,
      headers,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, error: "The address is too long.", code: "URI_TOO_LONG" });
  });
});
