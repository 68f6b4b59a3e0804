import {
  DATE_OUT_OF_RANGE_MESSAGE,
  MAINTENANCE_PLAN_MESSAGES,
  METER_READING_TOO_LARGE,
  type Role,
} from "@mnx/domain";
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
    role: Role,
    method: "POST" | "PATCH" | "PUT",
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

  it("a date before year 1 is out of range (PostgreSQL's timestamp range error was a 500)", async () => {
    const machine = await org.machine();
    const before = await counts();
    const response = await inject("SUPER_ADMIN", "POST", "/api/v1/equipment/assignments", {
      equipmentId: machine,
      operatorId: org.userId("OPERATOR"),
      jobSite: "Far past",
      startDate: "-271821-04-20T00:00:00.000Z",
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBe(DATE_OUT_OF_RANGE_MESSAGE);
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

  /** A 400 VALIDATION_ERROR whose details name `field`, with nothing written. */
  const expectRefused = async (
    role: Role,
    method: "POST" | "PUT" | "PATCH",
    url: string,
    payload: object,
    field: string,
    message?: string,
  ) => {
    const before = await counts();
    const response = await inject(role, method, url, payload);
    const label = `${role} ${method} ${JSON.stringify(payload)}`;
    expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
    const body = response.json();
    expect(body.code, label).toBe("VALIDATION_ERROR");
    const detail = body.details.find((d: { path: string }) => d.path === field);
    expect(detail, `${label}: ${response.body}`).toBeDefined();
    if (message) expect(detail.message, label).toBe(message);
    expect(await counts(), label).toBe(before);
  };

  const managers: Role[] = ["FLEET_MANAGER", "SHOP_FOREMAN"];
  const planBody = { title: "Edge service", checklist: [] };
  /** Refused the same way when adding a plan (POST) and when editing one (PUT). */
  const expectPlanRefused = async (
    role: Role,
    plan: { machineId: string; planId: string },
    body: object,
    field: string,
    message: string,
  ) => {
    const plans = `/api/v1/equipment/${plan.machineId}/maintenance-plans`;
    await expectRefused(role, "POST", plans, body, field, message);
    await expectRefused(role, "PUT", `${plans}/${plan.planId}`, body, field, message);
  };

  it("an hour interval the numeric(12, 1) column rounds to 0.0 is a 400 naming it, on POST and PUT (was a 500)", async () => {
    const plan = await org.plan();
    for (const role of managers) {
      for (const intervalHours of [0.01, 0.04, 0.049, 1e-300, 5e-324]) {
        const body = { ...planBody, intervalHours };
        const message = MAINTENANCE_PLAN_MESSAGES.intervalHours;
        await expectPlanRefused(role, plan, body, "intervalHours", message);
      }
    }
    const stored = await inject(
      "FLEET_MANAGER",
      "PUT",
      `/api/v1/equipment/${plan.machineId}/maintenance-plans/${plan.planId}`,
      { ...planBody, intervalHours: 0.05 },
    );
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data.intervalHours).toBe(0.1);
  });

  it("a margin that is stored as the interval itself (99.96 next to 100) is a 400, not passed by rounding", async () => {
    const plan = await org.plan();
    const body = { ...planBody, intervalHours: 100, marginHours: 99.96 };
    const message = MAINTENANCE_PLAN_MESSAGES.marginNotBelowInterval;
    for (const role of managers) {
      await expectPlanRefused(role, plan, body, "marginHours", message);
    }
  });

  it("a last service in year 0000 or 0001 is a 400 naming it (0000 was a 500, 0001 made orders due in 0001)", async () => {
    const plan = await org.plan();
    for (const role of managers) {
      for (const lastServiceDate of ["0000-01-01", "0000-02-29", "0001-01-01"]) {
        const body = { ...planBody, intervalDays: 30, lastServiceDate };
        await expectPlanRefused(role, plan, body, "lastServiceDate", DATE_OUT_OF_RANGE_MESSAGE);
      }
    }
  });

  it("a purchase date or warranty expiry in year 0000 or 0001 on PUT /equipment/{id} is a 400 naming it (was a 500)", async () => {
    const machine = await org.machine();
    for (const role of managers) {
      for (const field of ["purchaseDate", "warrantyExpiry"]) {
        for (const day of ["0000-01-01", "0000-02-29", "0001-01-01", "9999-12-31"]) {
          await expectRefused(
            role,
            "PUT",
            `/api/v1/equipment/${machine}`,
            { [field]: day },
            field,
            DATE_OUT_OF_RANGE_MESSAGE,
          );
        }
      }
    }
    const leapDay = await inject("FLEET_MANAGER", "PUT", `/api/v1/equipment/${machine}`, {
      purchaseDate: "2000-02-29",
    });
    expect(leapDay.statusCode, leapDay.body).toBe(200);
    expect(leapDay.json().data.purchaseDate).toBe("2000-02-29");
  });

  it("date-times out of range (scheduled start, assignment start) and meters past numeric(12, 1) are 400s", async () => {
    const order = await org.workOrder("PENDING");
    for (const scheduledStart of ["0000-01-01T00:00:00Z", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z"])
      await expectRefused(
        "SUPER_ADMIN",
        "PATCH",
        `/api/v1/work-orders/${order}`,
        { scheduledStart },
        "scheduledStart",
        DATE_OUT_OF_RANGE_MESSAGE,
      );
    const machine = await org.machine();
    await expectRefused(
      "SUPER_ADMIN",
      "POST",
      "/api/v1/equipment/assignments",
      {
        equipmentId: machine,
        operatorId: org.userId("OPERATOR"),
        jobSite: "Year zero",
        startDate: "0000-01-01T00:00:00.000Z",
      },
      "startDate",
      DATE_OUT_OF_RANGE_MESSAGE,
    );
    await expectRefused(
      "SUPER_ADMIN",
      "POST",
      "/api/v1/equipment",
      {
        equipmentNumber: "EDGE-1",
        name: "Edge",
        make: "Caterpillar",
        hourMeter: 1e11,
      },
      "hourMeter",
      METER_READING_TOO_LARGE,
    );
  });
});
