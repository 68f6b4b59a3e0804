import { randomUUID } from "node:crypto";
import { addInterval, periodicInspectionSignatureContent, utcDay } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../support/pdf-text.js";
import { sign } from "../support/sign.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  type Call,
  count,
  insertMachine,
  NORTHWIND_MANAGER,
  NORTHWIND_MECHANIC,
  organizationOf,
  userId,
} from "../work-orders/fixtures.js";

interface ItemJson {
  id: string;
  name: string;
  kind: string;
}
interface VersionJson {
  id: string;
  sections: { title: string; items: ItemJson[] }[];
}
interface ScheduleJson {
  id: string;
  nextDueDate: string;
  dueState: string;
  templateVersionId: string | null;
  lastInspectionId: string | null;
}

const annualCrane = {
  name: "Crane annual (1926.1412(f))",
  equipmentType: "CRANE",
  kind: "ANNUAL",
  sections: [
    {
      title: "Structure",
      items: [
        { name: "Boom welds and lacing", kind: "PASS_FAIL", critical: true },
        { name: "Load moment indicator test", kind: "READING", unit: "%", min: 95, max: 105, critical: true },
        { name: "Cab glass", kind: "PASS_FAIL_NA" },
      ],
    },
  ],
};

describe(onEngine("periodic inspections"), () => {
  let t: TestApp;
  let call: Call;
  let org: string;
  let inspector: string;
  let template: VersionJson;

  const crane = async () => {
    const machine = await insertMachine(t.db, org, { name: "Periodic crane" });
    await t.db.query("UPDATE equipment SET equipment_type = 'CRANE' WHERE id = $1", [machine]);
    return machine;
  };
  const schedule = async (equipmentId: string, extra: object = {}) => {
    const answer = await call("SHOP_FOREMAN", "POST", "/api/v1/periodic-inspections/schedules", {
      equipmentId,
      kind: "ANNUAL",
      title: "Annual crane inspection",
      intervalCount: 12,
      intervalUnit: "MONTHS",
      assigneeId: inspector,
      nextDueDate: utcDay(),
      ...extra,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as ScheduleJson;
  };
  /** Every item marked: OK, the reading in range, N/A where allowed; `failed` items need attention. */
  const marks = (version: VersionJson, ...failed: string[]) =>
    version.sections.flatMap((section) =>
      section.items.map((item) => ({
        category: section.title,
        item: item.name,
        templateItemId: item.id,
        status: failed.includes(item.name)
          ? "NEEDS_ATTENTION"
          : item.kind === "PASS_FAIL_NA"
            ? "NOT_APPLICABLE"
            : "OK",
        notes: failed.includes(item.name) ? "Crack at the third lacing" : "",
        ...(item.kind === "READING" ? { reading: 100 } : {}),
      })),
    );
  const signedBody = async (
    scheduleId: string,
    version: VersionJson,
    signer: string,
    ...failed: string[]
  ) => {
    const payload = {
      id: randomUUID(),
      scheduleId,
      templateVersionId: version.id,
      items: marks(version, ...failed),
      notes: "Annual by the book",
    };
    return {
      ...payload,
      signature: await sign("INSPECTION", periodicInspectionSignatureContent(payload), signer),
    };
  };
  const submit = (who: string, body: unknown, key?: string) =>
    call(who, "POST", "/api/v1/periodic-inspections/submit", body, key ? { "idempotency-key": key } : {});

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    org = await organizationOf(t.app);
    inspector = await userId(t.app, "INSPECTOR");
    // The cranes' annual checklist: the demo seed made one (docs/decisions/046); this test publishes its own version.
    const { templates } = (await call("SHOP_FOREMAN", "GET", "/api/v1/checklist-templates")).json().data;
    const seeded = templates.find(
      (found: { kind: string; equipmentType: string | null }) =>
        found.kind === "ANNUAL" && found.equipmentType === "CRANE",
    );
    const created = seeded
      ? await call("SHOP_FOREMAN", "POST", `/api/v1/checklist-templates/${seeded.id}/versions`, {
          name: annualCrane.name,
          sections: annualCrane.sections,
        })
      : await call("SHOP_FOREMAN", "POST", "/api/v1/checklist-templates", annualCrane);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ kind: "ANNUAL", equipmentType: "CRANE" });
    template = { id: created.json().data.version.id, sections: created.json().data.sections };
  });
  afterAll(async () => {
    await t.close();
  });

  it("a foreman schedules a crane's annual for the inspector: due today, on the annual checklist", async () => {
    const machine = await crane();
    const made = await schedule(machine);
    expect(made).toMatchObject({ dueState: "DUE", nextDueDate: utcDay(), templateVersionId: template.id });
    // The machine's annual checklist is read by kind; its daily check's is another; no monthly one exists.
    const annual = await call(
      "INSPECTOR",
      "GET",
      `/api/v1/equipment/${machine}/checklist-template?kind=ANNUAL`,
    );
    expect(annual.json().data).toMatchObject({ kind: "ANNUAL", version: { id: template.id } });
    const daily = await call("INSPECTOR", "GET", `/api/v1/equipment/${machine}/checklist-template`);
    expect(daily.json().data).toMatchObject({ kind: "DAILY" });
    const monthly = await call(
      "INSPECTOR",
      "GET",
      `/api/v1/equipment/${machine}/checklist-template?kind=MONTHLY`,
    );
    expect(monthly.statusCode).toBe(404);
    // One schedule per machine and kind.
    const again = await call("SHOP_FOREMAN", "POST", "/api/v1/periodic-inspections/schedules", {
      equipmentId: machine,
      kind: "ANNUAL",
      title: "Twice",
      intervalCount: 1,
      intervalUnit: "MONTHS",
      assigneeId: inspector,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "PERIODIC_SCHEDULE_EXISTS" });
    const listed = await call(
      "FLEET_MANAGER",
      "GET",
      `/api/v1/periodic-inspections/schedules?equipmentId=${machine}`,
    );
    expect(listed.json().data.schedules.map((s: ScheduleJson) => s.id)).toEqual([made.id]);
  });

  it("refuses an assignee who may not inspect, someone of another organization, bad intervals, another organization's machine", async () => {
    const machine = await crane();
    const base = {
      equipmentId: machine,
      kind: "MONTHLY",
      title: "Monthly",
      intervalCount: 1,
      intervalUnit: "MONTHS",
    };
    const post = (body: object, who = "SHOP_FOREMAN") =>
      call(who, "POST", "/api/v1/periodic-inspections/schedules", body);
    const operator = await post({ ...base, assigneeId: await userId(t.app, "OPERATOR") });
    expect(operator.statusCode).toBe(400);
    expect(operator.json()).toMatchObject({ code: "INVALID_ASSIGNEE" });
    const foreign = await post({ ...base, assigneeId: await userId(t.app, NORTHWIND_MECHANIC) });
    expect(foreign.json()).toMatchObject({ code: "INVALID_ASSIGNEE" });
    const tooLong = await post({ ...base, assigneeId: inspector, intervalCount: 121 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0]).toMatchObject({ path: "intervalCount" });
    const elsewhere = await post(
      { ...base, assigneeId: await userId(t.app, NORTHWIND_MECHANIC) },
      NORTHWIND_MANAGER,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await post({ ...base, assigneeId: inspector }, "INSPECTOR")).statusCode).toBe(403);
    expect(
      await count(t.db, "SELECT count(*) AS n FROM periodic_inspection_schedules WHERE equipment_id = $1", [
        machine,
      ]),
    ).toBe(0);
  });

  it("the inspector does it with a failed critical item and signs: defects, an unsafe crane, next due in a year, the PDF", async () => {
    const machine = await crane();
    const made = await schedule(machine);
    const before = await call("INSPECTOR", "GET", "/api/v1/periodic-inspections/dashboard");
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data.scope).toBe("MINE");
    expect(before.json().data.due.map((s: ScheduleJson) => s.id)).toContain(made.id);
    // Someone else's inspection: the mechanic may inspect, but this one is the inspector's.
    const mechanic = await userId(t.app, "MECHANIC");
    const notMine = await submit("MECHANIC", await signedBody(made.id, template, mechanic));
    expect(notMine.statusCode).toBe(403);
    // The signature binds the content: changed after signing, refused, nothing kept.
    const body = await signedBody(made.id, template, inspector, "Boom welds and lacing");
    const tampered = await submit("INSPECTOR", { ...body, notes: "changed later" });
    expect(tampered.json()).toMatchObject({ code: "SIGNATURE_HASH_MISMATCH" });
    expect(await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE id = $1", [body.id])).toBe(0);
    const answer = await submit("INSPECTOR", body, `periodic-${body.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      id: body.id,
      status: "WAITING_APPROVAL",
      result: { templateVersionId: template.id, summary: { itemsNeedingAttention: 1 } },
      schedule: {
        nextDueDate: addInterval(utcDay(), 12, "MONTHS"),
        dueState: "SCHEDULED",
        lastInspectionId: body.id,
      },
    });
    const machineNow = await call("SHOP_FOREMAN", "GET", `/api/v1/equipment/${machine}`);
    expect(machineNow.json().data).toMatchObject({
      unsafeToOperate: true,
      unsafeReason: "Open critical defect: Boom welds and lacing",
    });
    // The replay from the offline queue answers the first answer; sent again without its key, refused.
    const replay = await submit("INSPECTOR", body, `periodic-${body.id}`);
    expect(replay.json().data.id).toBe(body.id);
    const again = await submit("INSPECTOR", body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "INSPECTION_SUBMITTED" });
    expect(await count(t.db, "SELECT count(*) AS n FROM defects WHERE equipment_id = $1", [machine])).toBe(1);
    expect(
      await count(t.db, "SELECT count(*) AS n FROM signatures WHERE work_order_id = $1", [body.id]),
    ).toBe(1);
    const pdf = await call("INSPECTOR", "GET", `/api/v1/inspections/${body.id}/report.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Boom welds and lacing");
    expect(text).toContain("Inspection signed by");
    const after = (await call("INSPECTOR", "GET", "/api/v1/periodic-inspections/dashboard")).json().data;
    expect(after.due.map((s: ScheduleJson) => s.id)).not.toContain(made.id);
    expect(after.recent[0]).toMatchObject({ id: body.id, itemsNeedingAttention: 1, scheduleId: made.id });
    expect(after.awaitingCertification.map((d: { equipment: { id: string } }) => d.equipment.id)).toContain(
      machine,
    );
  });

  it("refuses a daily checklist's version, and an item the version does not have", async () => {
    const machine = await crane();
    const made = await schedule(machine);
    const daily = (await call("INSPECTOR", "GET", `/api/v1/equipment/${machine}/checklist-template`)).json()
      .data;
    const wrongKind = await submit(
      "INSPECTOR",
      await signedBody(made.id, { id: daily.version.id, sections: daily.sections }, inspector),
    );
    expect(wrongKind.statusCode).toBe(409);
    expect(wrongKind.json()).toMatchObject({ code: "CHECKLIST_KIND_MISMATCH" });
    const body = await signedBody(made.id, template, inspector);
    const extra = {
      ...body,
      items: [...body.items, { ...body.items[0], templateItemId: randomUUID(), item: "Gone" }],
    };
    const removed = await submit("INSPECTOR", extra);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ code: "CHECKLIST_ITEM_REMOVED" });
    expect(
      await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE periodic_schedule_id = $1", [made.id]),
    ).toBe(0);
  });

  it("a manager sees everyone's overdue work; another organization's schedule is 404", async () => {
    const machine = await crane();
    const made = await schedule(machine, { kind: "QUARTERLY", intervalCount: 3 });
    const yesterday = addInterval(utcDay(), -1, "DAYS");
    const edited = await call("SHOP_FOREMAN", "PATCH", `/api/v1/periodic-inspections/schedules/${made.id}`, {
      title: "Quarterly crane inspection",
      intervalCount: 3,
      intervalUnit: "MONTHS",
      dueSoonDays: 7,
      assigneeId: await userId(t.app, "MECHANIC"),
      nextDueDate: yesterday,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      dueState: "OVERDUE",
      nextDueDate: yesterday,
      templateVersionId: null,
    });
    const foreman = (await call("SHOP_FOREMAN", "GET", "/api/v1/periodic-inspections/dashboard")).json().data;
    expect(foreman.scope).toBe("EVERYONE");
    expect(foreman.overdue.map((s: ScheduleJson) => s.id)).toContain(made.id);
    const mechanicView = (await call("MECHANIC", "GET", "/api/v1/periodic-inspections/dashboard")).json()
      .data;
    expect(mechanicView.overdue.map((s: ScheduleJson) => s.id)).toContain(made.id);
    const inspectorView = (await call("INSPECTOR", "GET", "/api/v1/periodic-inspections/dashboard")).json()
      .data;
    expect(inspectorView.overdue.map((s: ScheduleJson) => s.id)).not.toContain(made.id);
    const url = `/api/v1/periodic-inspections/schedules/${made.id}`;
    expect((await call(NORTHWIND_MANAGER, "GET", url)).statusCode).toBe(404);
    const foreignEdit = await call(NORTHWIND_MANAGER, "PATCH", url, {
      title: "Taken over",
      intervalCount: 1,
      intervalUnit: "MONTHS",
      assigneeId: await userId(t.app, NORTHWIND_MECHANIC),
    });
    expect(foreignEdit.statusCode).toBe(404);
    const northwind = await userId(t.app, NORTHWIND_MANAGER);
    const foreignSubmit = await submit(NORTHWIND_MANAGER, await signedBody(made.id, template, northwind));
    expect(foreignSubmit.statusCode).toBe(404);
    expect((await call("OPERATOR", "GET", "/api/v1/periodic-inspections/dashboard")).statusCode).toBe(403);
  });
});
