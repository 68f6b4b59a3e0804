import {
  defectSignatureContent,
  INSPECTION_CHECKLIST,
  inspectionSignatureContent,
  type SignatureStep,
} from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../support/pdf-text.js";
import { STROKES, sign } from "../support/sign.js";
import { createTeamOrganization } from "../support/team-organization.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  assignMachine,
  type Call,
  checklistItems,
  count,
  insertMachine,
  NORTHWIND_MANAGER,
  NORTHWIND_MECHANIC,
  organizationOf,
  userId,
} from "../work-orders/fixtures.js";

describe(onEngine("signatures and the inspection record"), () => {
  let t: TestApp;
  let call: Call;
  let org: string;
  let operator: string;
  let mechanic: string;

  /** A fresh machine run by the demo operator, with today's inspection assigned. */
  const assignedInspection = async () => {
    const machine = await insertMachine(t.db, org, { name: "Signed crane" });
    await assignMachine(t.db, org, machine, operator);
    const assigned = await call("OPERATOR", "POST", "/api/v1/inspections/daily");
    const inspection = assigned
      .json()
      .data.workOrders.find((w: { equipmentId: string }) => w.equipmentId === machine);
    return { machine, inspectionId: inspection.id as string };
  };
  const body = (workOrderId: string, ...failed: string[]) => ({
    workOrderId,
    items: checklistItems(...failed),
    hourMeterReading: 120,
  });
  const submit = (payload: unknown, key?: string) =>
    call(
      "OPERATOR",
      "POST",
      "/api/v1/inspections/daily/submit",
      payload,
      key ? { "idempotency-key": key } : {},
    );
  const signedInspection = async (...failed: string[]) => {
    const { machine, inspectionId } = await assignedInspection();
    const payload = body(inspectionId, ...failed);
    const signature = await sign("INSPECTION", inspectionSignatureContent(payload), operator);
    const answer = await submit({ ...payload, signature }, `sig-${inspectionId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return { machine, inspectionId, payload, signature };
  };
  const defectsOf = async (machine: string) =>
    (await call("SHOP_FOREMAN", "GET", `/api/v1/equipment/${machine}/defects`)).json().data.defects as {
      id: string;
      category: string;
      item: string;
      status: string;
    }[];
  const move = (
    who: string,
    defect: { id: string; category: string; item: string },
    status: string,
    signature?: unknown,
    note?: string,
  ) => call(who, "POST", `/api/v1/defects/${defect.id}/status`, { status, note, signature });
  const defectContent = (
    defect: { id: string; category: string; item: string },
    status: string,
    note?: string,
  ) =>
    defectSignatureContent({
      defectId: defect.id,
      category: defect.category,
      item: defect.item,
      status,
      note,
    });

  /** A defect move signed by the caller (the operator's or the mechanic's demo account). */
  const signedMove = async (
    who: "OPERATOR" | "MECHANIC",
    defect: { id: string; category: string; item: string },
    status: string,
    step: SignatureStep,
  ) =>
    move(
      who,
      defect,
      status,
      await sign(step, defectContent(defect, status), who === "OPERATOR" ? operator : mechanic),
    );

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    org = await organizationOf(t.app);
    operator = await userId(t.app, "OPERATOR");
    mechanic = await userId(t.app, "MECHANIC");
  });
  afterAll(async () => {
    await t.close();
  });

  it("the operator signs the inspection: kept as strokes, bound by its hash; the signed record cannot change", async () => {
    const { inspectionId, payload, signature } = await signedInspection("Steering");
    const listed = await call("OPERATOR", "GET", `/api/v1/inspections/${inspectionId}/signatures`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.signatures).toEqual([
      expect.objectContaining({
        step: "INSPECTION",
        inspectionId,
        defectId: null,
        signer: { id: operator, name: expect.any(String) },
        strokes: STROKES,
        width: 300,
        height: 100,
        hash: signature.hash,
        signedAt: signature.signedAt,
      }),
    ]);
    // The offline queue's replay with its key: the first answer, one signature.
    expect((await submit({ ...payload, signature }, `sig-${inspectionId}`)).statusCode).toBe(200);
    // Sent again without the key, or with other results: refused, the record stays.
    const again = await submit({ ...body(inspectionId), signature });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "RECORD_SIGNED" });
    const edit = await call("SHOP_FOREMAN", "PATCH", `/api/v1/work-orders/${inspectionId}`, {
      completionNotes: "changed",
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: "RECORD_SIGNED" });
    expect(
      await count(t.db, "SELECT count(*) AS n FROM signatures WHERE work_order_id = $1", [inspectionId]),
    ).toBe(1);
  });

  it("refuses a tampered hash, another signer's hash, no mark, an unconfirmed typed name, too many points; nothing is kept", async () => {
    const { machine, inspectionId } = await assignedInspection();
    const payload = body(inspectionId, "Steering");
    const signature = await sign("INSPECTION", inspectionSignatureContent(payload), operator);
    // The results changed after signing (or the hash was edited): 400, and nothing of the submission is kept.
    const tampered = await submit({ ...payload, operatorNotes: "added later", signature });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ code: "SIGNATURE_HASH_MISMATCH" });
    const edited = await submit({ ...payload, signature: { ...signature, hash: "0".repeat(64) } });
    expect(edited.json()).toMatchObject({ code: "SIGNATURE_HASH_MISMATCH" });
    const otherSigner = await sign("INSPECTION", inspectionSignatureContent(payload), mechanic);
    expect((await submit({ ...payload, signature: otherSigner })).json()).toMatchObject({
      code: "SIGNATURE_HASH_MISMATCH",
    });
    const future = await sign("INSPECTION", inspectionSignatureContent(payload), operator);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect((await submit({ ...payload, signature: { ...future, signedAt: later } })).json()).toMatchObject({
      code: "SIGNATURE_TIME_INVALID",
    });
    const empty = await sign("INSPECTION", inspectionSignatureContent(payload), operator, { strokes: [] });
    const none = await submit({ ...payload, signature: empty });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [
        { path: "signature.strokes", message: "Draw your signature, or type your name and tick 'I confirm'" },
      ],
    });
    const unconfirmed = await sign("INSPECTION", inspectionSignatureContent(payload), operator, {
      typedName: "Jake Thornton",
    });
    expect((await submit({ ...payload, signature: unconfirmed })).statusCode).toBe(400);
    const huge = Array.from({ length: 11 }, () =>
      Array.from({ length: 600 }, (_, i) => [i % 300, 50] as [number, number]),
    );
    expect((await submit({ ...payload, signature: { ...signature, strokes: huge } })).statusCode).toBe(400);
    expect(
      (await submit({ ...payload, signature: { ...signature, strokes: [[[5000, 1]]] } })).statusCode,
    ).toBe(400);
    expect(await count(t.db, "SELECT count(*) AS n FROM defects WHERE equipment_id = $1", [machine])).toBe(0);
    expect(
      await count(t.db, "SELECT count(*) AS n FROM signatures WHERE work_order_id = $1", [inspectionId]),
    ).toBe(0);
    // The typed name with 'I confirm' is a signature; an old queued submission without one is still accepted.
    const typed = await sign("INSPECTION", inspectionSignatureContent(payload), operator, {
      typedName: "Jake Thornton",
      confirmed: true,
    });
    expect((await submit({ ...payload, signature: typed })).statusCode).toBe(200);
    const old = await assignedInspection();
    expect((await submit(body(old.inspectionId))).statusCode).toBe(200);
  });

  it("the mechanic signs the certification, the next operator the acknowledgement; who may sign which step", async () => {
    const { machine, inspectionId } = await signedInspection("Steering");
    const [steering] = await defectsOf(machine);
    if (!steering) throw new Error("no defect");
    expect((await move("MECHANIC", steering, "REPAIRED")).statusCode).toBe(200);
    // Not yet certified: the acknowledgement stays 409, signed or not.
    const early = await signedMove("OPERATOR", steering, "ACKNOWLEDGED", "DEFECT_ACKNOWLEDGEMENT");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "DEFECT_NOT_CERTIFIED" });
    // An operator may not sign the certification; a repair move is not a signed step.
    const byOperator = await signedMove("OPERATOR", steering, "CERTIFIED", "DEFECT_CERTIFICATION");
    expect(byOperator.statusCode).toBe(403);
    const repairSigned = await signedMove("MECHANIC", steering, "REPAIR_IN_PROGRESS", "DEFECT_CERTIFICATION");
    expect(repairSigned.statusCode).toBe(403);
    expect(repairSigned.json()).toMatchObject({ code: "SIGNATURE_NOT_ALLOWED" });
    // The note changed after signing: 400, the defect stays REPAIRED.
    const signedNote = await sign(
      "DEFECT_CERTIFICATION",
      defectContent(steering, "CERTIFIED", "Tie rod replaced"),
      mechanic,
    );
    const otherNote = await move("MECHANIC", steering, "CERTIFIED", signedNote, "Nothing done");
    expect(otherNote.json()).toMatchObject({ code: "SIGNATURE_HASH_MISMATCH" });
    const certified = await move("MECHANIC", steering, "CERTIFIED", signedNote, "Tie rod replaced");
    expect(certified.statusCode, certified.body).toBe(200);
    const acknowledged = await move(
      "OPERATOR",
      steering,
      "ACKNOWLEDGED",
      await sign("DEFECT_ACKNOWLEDGEMENT", defectContent(steering, "ACKNOWLEDGED"), operator, {
        typedName: "Jake Thornton",
        confirmed: true,
      }),
    );
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    const defectSignatures = (
      await call("OPERATOR", "GET", `/api/v1/defects/${steering.id}/signatures`)
    ).json().data.signatures;
    expect(
      defectSignatures.map((s: { step: string; signer: { id: string } }) => [s.step, s.signer.id]),
    ).toEqual([
      ["DEFECT_CERTIFICATION", mechanic],
      ["DEFECT_ACKNOWLEDGEMENT", operator],
    ]);
    const all = (await call("SHOP_FOREMAN", "GET", `/api/v1/inspections/${inspectionId}/signatures`)).json()
      .data.signatures;
    expect(all.map((s: { step: string }) => s.step)).toEqual([
      "INSPECTION",
      "DEFECT_CERTIFICATION",
      "DEFECT_ACKNOWLEDGEMENT",
    ]);

    // The report names every signer, every item and the defect.
    const names = await t.db.query<{ name: string }>(
      "SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ANY($1::uuid[]) ORDER BY name",
      [[operator, mechanic]],
    );
    const report = await call("OPERATOR", "GET", `/api/v1/inspections/${inspectionId}/report.pdf`);
    expect(report.statusCode).toBe(200);
    expect(report.headers["content-type"]).toBe("application/pdf");
    expect(report.headers["content-disposition"]).toMatch(/^attachment; filename="inspection-wot-.*\.pdf"$/);
    const text = pdfText(report.rawPayload);
    expect(report.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    for (const { name } of names) expect(text).toContain(name);
    expect(text).toContain("Inspection signed by");
    expect(text).toContain("Repair certified by");
    expect(text).toContain("Acknowledged by");
    expect(text).toContain("Hour meter: 120 h");
    expect(text).toContain("Tie rod replaced");
    for (const entry of INSPECTION_CHECKLIST) expect(text).toContain(entry.item);
    expect(text).toMatch(/CRITICAL Operational Systems \/ Steering: ACKNOWLEDGED/);

    // The auditor's export: the machine's inspections and defects for the period.
    const today = new Date().toISOString().slice(0, 10);
    const csv = await call(
      "SHOP_FOREMAN",
      "GET",
      `/api/v1/equipment/${machine}/inspection-record?from=${today}&to=${today}`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Record,Date,Machine,Item,Critical,Status,Result,Person,Signed,Notes");
    expect(lines.filter((line) => line.startsWith("Inspection,"))).toEqual([
      expect.stringContaining(",NEEDS_ATTENTION,"),
    ]);
    expect(lines.find((line) => line.startsWith("Defect,"))).toContain(
      "Operational Systems / Steering,yes,ACKNOWLEDGED",
    );
    const pdf = await call(
      "FLEET_MANAGER",
      "GET",
      `/api/v1/equipment/${machine}/inspection-record?from=${today}&to=${today}&format=pdf`,
    );
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdfText(pdf.rawPayload)).toContain("Steering: ACKNOWLEDGED");
    expect(
      (
        await call(
          "MECHANIC",
          "GET",
          `/api/v1/equipment/${machine}/inspection-record?from=${today}&to=${today}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          "SHOP_FOREMAN",
          "GET",
          `/api/v1/equipment/${machine}/inspection-record?from=${today}&to=2020-01-01`,
        )
      ).statusCode,
    ).toBe(400);

    // Another organization's: 404 everywhere.
    for (const url of [
      `/api/v1/inspections/${inspectionId}/signatures`,
      `/api/v1/defects/${steering.id}/signatures`,
      `/api/v1/inspections/${inspectionId}/report.pdf`,
      `/api/v1/equipment/${machine}/inspection-record?from=${today}&to=${today}`,
    ]) {
      expect((await call(NORTHWIND_MANAGER, "GET", url)).statusCode, url).toBe(404);
    }
    expect(
      (await call(NORTHWIND_MECHANIC, "GET", `/api/v1/inspections/${inspectionId}/report.pdf`)).statusCode,
    ).toBe(404);
  });

  it("keeps records at least three months: the retention setting", async () => {
    // A throw-away organization: PostgreSQL runs share one database, and other suites read the demo's settings.
    const team = await createTeamOrganization(t.db, "Retention");
    const admin = team.emails.SUPER_ADMIN;
    const read = await call(admin, "GET", "/api/v1/organization/settings");
    expect(read.json().data.settings.recordRetentionMonths).toBe(12);
    const short = await call(admin, "PATCH", "/api/v1/organization/settings", { recordRetentionMonths: 2 });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: "RETENTION_TOO_SHORT" });
    const long = await call(admin, "PATCH", "/api/v1/organization/settings", { recordRetentionMonths: 121 });
    expect(long.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    const set = await call(admin, "PATCH", "/api/v1/organization/settings", { recordRetentionMonths: 36 });
    expect(set.json().data.settings.recordRetentionMonths).toBe(36);
    // Below the floor the database refuses too.
    await expect(
      t.db.query("UPDATE organizations SET record_retention_months = 1 WHERE id = $1", [team.organizationId]),
    ).rejects.toThrow();
  });
});
