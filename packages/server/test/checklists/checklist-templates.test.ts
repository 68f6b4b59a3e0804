import { readFileSync } from "node:fs";
import { INSPECTION_CHECKLIST, parseInspectionResult, ROLES, type Role } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  assignMachine,
  type Call,
  count,
  insertMachine,
  NORTHWIND_MANAGER,
  organizationOf,
  userId,
} from "../work-orders/fixtures.js";

interface ItemJson {
  id: string;
  name: string;
  kind: string;
  critical: boolean;
}
interface TemplateJson {
  id: string;
  name: string;
  isDefault: boolean;
  equipmentType: string | null;
  version: { id: string; number: number; current: boolean };
  sections: { title: string; items: ItemJson[] }[];
}

const craneContent = (extra: object[] = []) => ({
  name: "Crane daily",
  sections: [
    {
      title: "Boom & Hoist",
      items: [
        { name: "Boom hydraulic pressure", kind: "READING", unit: "bar", min: 150, max: 210, critical: true },
        { name: "Hook safety latch", kind: "PASS_FAIL", critical: true },
        { name: "Outrigger pads", kind: "PASS_FAIL_NA" },
        ...extra,
      ],
    },
  ],
});

const MANAGERS: readonly Role[] = ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"];

describe(onEngine("checklist templates"), () => {
  let t: TestApp;
  let call: Call;
  let org: string;
  let operator: string;
  let crane: TemplateJson;

  /** A crane run by the demo operator, with today's inspection assigned to them. */
  const craneInspection = async () => {
    const machine = await insertMachine(t.db, org);
    await t.db.query("UPDATE equipment SET equipment_type = 'CRANE' WHERE id = $1", [machine]);
    await assignMachine(t.db, org, machine, operator);
    const assigned = await call("OPERATOR", "POST", "/api/v1/inspections/daily");
    const inspection = assigned
      .json()
      .data.workOrders.find((w: { equipmentId: string }) => w.equipmentId === machine);
    return { machine, inspectionId: inspection.id as string };
  };
  const marks = (template: TemplateJson, reading: number) =>
    template.sections.flatMap((section) =>
      section.items.map((item) => ({
        category: section.title,
        item: item.name,
        templateItemId: item.id,
        status: item.kind === "PASS_FAIL_NA" ? "NOT_APPLICABLE" : "OK",
        notes: "",
        ...(item.kind === "READING" ? { reading } : {}),
      })),
    );

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    org = await organizationOf(t.app);
    operator = await userId(t.app, "OPERATOR");
    const created = await call("SHOP_FOREMAN", "POST", "/api/v1/checklist-templates", {
      ...craneContent(),
      equipmentType: "CRANE",
    });
    expect(created.statusCode, created.body).toBe(200);
    crane = created.json().data;
  });
  afterAll(async () => {
    await t.close();
  });

  it("every organization has the default: the spec's 16 items, critical as decision 040 chose", async () => {
    const listed = await call("SHOP_FOREMAN", "GET", "/api/v1/checklist-templates");
    expect(listed.statusCode, listed.body).toBe(200);
    // The daily check's templates (the demo seed adds periodic ones: docs/decisions/046).
    const templates: TemplateJson[] = listed
      .json()
      .data.templates.filter((template: { kind: string }) => template.kind === "DAILY");
    expect(templates.map((template) => template.isDefault)).toEqual([true, false]);
    const items = templates[0]?.sections.flatMap((section) => section.items) ?? [];
    expect(items.map((item) => item.name)).toEqual(INSPECTION_CHECKLIST.map((entry) => entry.item));
    expect(items.filter((item) => item.critical)).toHaveLength(8);
    expect(crane).toMatchObject({ equipmentType: "CRANE", version: { number: 1, current: true } });
  });

  it("a crane uses its type's template; a machine's own wins; another machine the default", async () => {
    const { machine } = await craneInspection();
    const forCrane = await call("OPERATOR", "GET", `/api/v1/equipment/${machine}/checklist-template`);
    expect(forCrane.statusCode, forCrane.body).toBe(200);
    expect(forCrane.json().data.id).toBe(crane.id);
    const own = await call("FLEET_MANAGER", "POST", "/api/v1/checklist-templates", {
      name: "This crane",
      equipmentId: machine,
      sections: [{ title: "Extra", items: [{ name: "Jib pins", kind: "PASS_FAIL" }] }],
    });
    expect(own.statusCode, own.body).toBe(200);
    const mine = await call("SHOP_FOREMAN", "GET", `/api/v1/equipment/${machine}/checklist-template`);
    expect(mine.json().data).toMatchObject({ id: own.json().data.id, equipment: { id: machine } });
    const other = await insertMachine(t.db, org);
    const forOther = await call("SHOP_FOREMAN", "GET", `/api/v1/equipment/${other}/checklist-template`);
    expect(forOther.json().data.isDefault).toBe(true);
    // An operator reads only the template of a machine assigned to them.
    expect((await call("OPERATOR", "GET", `/api/v1/equipment/${other}/checklist-template`)).statusCode).toBe(
      404,
    );
    // One template per type: a second crane template is a conflict.
    const twice = await call("SHOP_FOREMAN", "POST", "/api/v1/checklist-templates", {
      ...craneContent(),
      equipmentType: "CRANE",
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("CHECKLIST_TEMPLATE_EXISTS");
  });

  it("only SHOP_FOREMAN and up build templates; everyone reads the one for a machine they see", async () => {
    const machine = await insertMachine(t.db, org);
    for (const role of ROLES) {
      const manager = MANAGERS.includes(role);
      const listed = await call(role, "GET", "/api/v1/checklist-templates");
      expect(listed.statusCode, role).toBe(manager ? 200 : 403);
      const published = await call(
        role,
        "POST",
        `/api/v1/checklist-templates/${crane.id}/versions`,
        craneContent(),
      );
      expect(published.statusCode, role).toBe(manager ? 200 : 403);
      if (role !== "OPERATOR") {
        const read = await call(role, "GET", `/api/v1/equipment/${machine}/checklist-template`);
        expect(read.statusCode, role).toBe(200);
      }
    }
    // Another organization's template and machine are 404, to read and to edit.
    expect((await call(NORTHWIND_MANAGER, "GET", `/api/v1/checklist-templates/${crane.id}`)).statusCode).toBe(
      404,
    );
    const theirs = await call(
      NORTHWIND_MANAGER,
      "POST",
      `/api/v1/checklist-templates/${crane.id}/versions`,
      craneContent(),
    );
    expect(theirs.statusCode).toBe(404);
    const machineOfOthers = await call(
      NORTHWIND_MANAGER,
      "GET",
      `/api/v1/equipment/${machine}/checklist-template`,
    );
    expect(machineOfOthers.statusCode).toBe(404);
  });

  it("refuses a reading without its unit or range, with the field's message", async () => {
    const answer = await call("SHOP_FOREMAN", "POST", `/api/v1/checklist-templates/${crane.id}/versions`, {
      name: "Crane daily",
      sections: [{ title: "Boom", items: [{ name: "Pressure", kind: "READING", unit: "bar" }] }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("A reading needs a minimum or a maximum");
  });

  it("an out-of-range reading is a failed, critical item and a defect; the inspection keeps its version", async () => {
    const current = (await call("SHOP_FOREMAN", "GET", `/api/v1/checklist-templates/${crane.id}`)).json()
      .data;
    const { machine, inspectionId } = await craneInspection();
    const body = {
      workOrderId: inspectionId,
      templateVersionId: current.version.id,
      items: marks(current, 240),
    };
    const submitted = await call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", body, {
      "idempotency-key": `checklist-${inspectionId}`,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const result = parseInspectionResult(submitted.json().data.workOrder.completionNotes);
    expect(result?.templateVersionId).toBe(current.version.id);
    expect(result?.summary).toEqual({
      totalItems: 3,
      itemsOK: 1,
      itemsNeedingAttention: 1,
      overallResult: "NEEDS_ATTENTION",
    });
    expect(result?.items[0]).toMatchObject({ status: "NEEDS_ATTENTION", reading: 240, unit: "bar" });
    expect(result?.items[2]?.status).toBe("NOT_APPLICABLE");
    expect(submitted.json().data.workOrder.status).toBe("WAITING_APPROVAL");
    const defects = (await call("SHOP_FOREMAN", "GET", `/api/v1/equipment/${machine}/defects`)).json().data
      .defects;
    expect(defects).toHaveLength(1);
    expect(defects[0]).toMatchObject({
      item: "Boom hydraulic pressure",
      category: "Boom & Hoist",
      critical: true,
      notes: "Reading 240 bar is out of range (allowed between 150 and 210 bar).",
      templateItemId: current.sections[0].items[0].id,
    });
    // The defects list filters by the checklist item (on every version of its template).
    const byItem = await call(
      "SHOP_FOREMAN",
      "GET",
      `/api/v1/defects?templateItemId=${current.sections[0].items[0].id}`,
    );
    expect(byItem.json().data.defects.map((d: { id: string }) => d.id)).toEqual([defects[0].id]);
    const otherItem = `/api/v1/defects?templateItemId=${current.sections[0].items[1].id}`;
    expect((await call("SHOP_FOREMAN", "GET", otherItem)).json().data.defects).toEqual([]);
    expect((await call("SHOP_FOREMAN", "GET", "/api/v1/defects?templateItemId=boom")).statusCode).toBe(400);
    // Migration 035's backfill finds it again in the inspection's result.
    await t.db.query("UPDATE defects SET template_item_id = NULL WHERE id = $1", [defects[0].id]);
    const migration = readFileSync(
      new URL("../../src/db/migrations/035-defect-template-item.sql", import.meta.url),
      "utf8",
    );
    await t.db.exec(migration.slice(migration.indexOf("DO $$"), migration.indexOf("END $$;") + 7));
    const backfilled = await t.db.one<{ item: string }>(
      "SELECT template_item_id AS item FROM defects WHERE id = $1",
      [defects[0].id],
    );
    expect(backfilled?.item).toBe(current.sections[0].items[0].id);
    const details = (await call("SHOP_FOREMAN", "GET", `/api/v1/equipment/${machine}`)).json().data;
    expect(details.unsafeToOperate).toBe(true);
    const stored = await t.db.one<{ v: string }>(
      "SELECT checklist_template_version_id AS v FROM work_orders WHERE id = $1",
      [inspectionId],
    );
    expect(stored?.v).toBe(current.version.id);
    // Publishing again does not change the version the completed inspection keeps.
    const next = await call(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/checklist-templates/${crane.id}/versions`,
      craneContent(),
    );
    expect(next.json().data.version.number).toBe(current.version.number + 1);
    const old = await call(
      "SHOP_FOREMAN",
      "GET",
      `/api/v1/checklist-templates/${crane.id}/versions/${current.version.number}`,
    );
    expect(old.json().data).toMatchObject({ version: { id: current.version.id, current: false } });
  });

  it("started on an old version: accepted on it; an item not in it is 409 and nothing is written", async () => {
    const before: TemplateJson = (
      await call("SHOP_FOREMAN", "GET", `/api/v1/checklist-templates/${crane.id}`)
    ).json().data;
    const kept = before.sections[0]?.items ?? [];
    const withGauge = await call("SHOP_FOREMAN", "POST", `/api/v1/checklist-templates/${crane.id}/versions`, {
      name: "Crane daily",
      sections: [
        { title: "Boom & Hoist", items: [...kept, { name: "Load moment indicator", kind: "PASS_FAIL" }] },
      ],
    });
    const old: TemplateJson = withGauge.json().data;
    const gauge = old.sections[0]?.items[3];
    // Items sent with their ids stay the same items; the new one is new.
    expect(old.sections[0]?.items.slice(0, 3).map((item) => item.id)).toEqual(kept.map((item) => item.id));
    expect(kept.map((item) => item.id)).not.toContain(gauge?.id);
    // The foreman removes the gauge while an offline phone still has the old version.
    const removed = await call("SHOP_FOREMAN", "POST", `/api/v1/checklist-templates/${crane.id}/versions`, {
      name: "Crane daily",
      sections: [{ title: "Boom & Hoist", items: old.sections[0]?.items.slice(0, 3) }],
    });
    const current: TemplateJson = removed.json().data;
    expect(current.version.number).toBe(old.version.number + 1);

    const first = await craneInspection();
    const onOld = {
      workOrderId: first.inspectionId,
      templateVersionId: old.version.id,
      items: marks(old, 180),
    };
    const accepted = await call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", onOld);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.workOrder.status).toBe("COMPLETED");

    // The old version's item sent with the current version: refused with its code, the inspection untouched.
    const second = await craneInspection();
    const mixed = {
      workOrderId: second.inspectionId,
      templateVersionId: current.version.id,
      items: marks(old, 180),
    };
    const refused = await call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", mixed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "CHECKLIST_ITEM_REMOVED",
      error: `The checklist changed since this inspection began: '${gauge?.name}' is not in version ${current.version.number}. Start the inspection again on the current checklist.`,
    });
    expect(
      await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE id = $1 AND status = 'ASSIGNED'", [
        second.inspectionId,
      ]),
    ).toBe(1);
    // A version that does not exist, or that is not this machine's: 409 too.
    const unknown = { ...mixed, templateVersionId: "00000000-0000-4000-8000-000000000000" };
    const answer = await call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", unknown);
    expect(answer.json().code).toBe("CHECKLIST_VERSION_UNKNOWN");
    // A missing reading is incomplete (400), not a failed item.
    const noReading = marks(current, 180).map(({ reading: _reading, ...entry }) => entry);
    const incomplete = await call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", {
      ...mixed,
      items: noReading,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().code).toBe("INSPECTION_INCOMPLETE");
  });
});
