import { INSPECTION_CHECKLIST } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoBytes } from "../support/photo-bytes.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  assignMachine,
  type Call,
  count,
  createOrder,
  insertMachine,
  NORTHWIND_MECHANIC,
  OTHER_MECHANIC,
  organizationOf,
  startedOrder,
  userId,
} from "../work-orders/fixtures.js";
import { uploadedPhoto } from "./fixtures.js";

interface PhotoJson {
  id: string;
  url: string;
  historyId: string | null;
  inspectionItem: string | null;
  uploadedBy: { id: string };
}

describe(onEngine("photos on escalations, Start / Complete Work, inspections and work orders"), () => {
  let t: TestApp;
  let call: Call;
  let org: string;
  let operator: string;
  let mechanic: string;
  let machine: string;
  const escalation = (photoIds: string[]) => ({
    equipmentId: machine,
    issueType: "BREAKDOWN",
    title: "Hydraulic leak at the boom",
    description: "Oil on the ground under the boom cylinder.",
    photoIds,
  });
  const detail = async (who: string, id: string) =>
    call(who, "GET", `/api/v1/work-orders/${id}`).then((r) => r.json().data?.workOrder);
  const photosOf = async (who: string, id: string): Promise<PhotoJson[]> => (await detail(who, id)).photos;
  const attached = (ids: string[]) =>
    count(t.db, "SELECT count(*) AS n FROM photos WHERE id = ANY($1::uuid[]) AND work_order_id IS NOT NULL", [
      ids,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    org = await organizationOf(t.app);
    operator = await userId(t.app, "OPERATOR");
    mechanic = await userId(t.app, "MECHANIC");
    machine = await insertMachine(t.db, org, { name: "Photo excavator" });
    await assignMachine(t.db, org, machine, operator);
  });
  afterAll(() => t.close());

  it("an escalation's photos show for the foreman with its first history line, through signed addresses", async () => {
    const ids = [await uploadedPhoto(call, "OPERATOR"), await uploadedPhoto(call, "OPERATOR")];
    const response = await call("OPERATOR", "POST", "/api/v1/work-orders/escalate", escalation(ids));
    expect(response.statusCode, response.body).toBe(201);
    const workOrder = await detail("SHOP_FOREMAN", response.json().data.workOrder.id);
    expect(workOrder.photos.map((p: PhotoJson) => p.id)).toEqual(ids);
    for (const photo of workOrder.photos as PhotoJson[]) {
      expect(photo).toMatchObject({
        historyId: workOrder.history[0].id,
        inspectionItem: null,
        contentType: "image/jpeg",
        uploadedBy: { id: operator },
      });
      const file = await t.app.inject({ method: "GET", url: photo.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/jpeg");
      expect(file.headers["cache-control"]).toMatch(/^private, max-age=\d+, immutable$/);
      expect(file.rawPayload.equals(photoBytes("jpeg"))).toBe(true);
    }
  });

  it("a signed address only works as given and until it expires", async () => {
    const id = await uploadedPhoto(call, "OPERATOR");
    const response = await call("OPERATOR", "POST", "/api/v1/work-orders/escalate", escalation([id]));
    const [photo] = await photosOf("SHOP_FOREMAN", response.json().data.workOrder.id);
    const url = new URL(photo?.url ?? "", "http://localhost");
    const get = (change: (params: URLSearchParams) => void, path = url.pathname) => {
      const params = new URLSearchParams(url.search);
      change(params);
      return t.app.inject({ method: "GET", url: `${path}?${params}` });
    };
    const signature = url.searchParams.get("signature") ?? "";
    // One character changed (the last one of an HMAC in base64url is 'A' one time in 16, so not that one).
    const changed = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const tampered = await get((p) => p.set("signature", changed));
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().code).toBe("PHOTO_LINK_INVALID");
    // A later expiry is another signature; one in the past has run out.
    expect((await get((p) => p.set("expires", String(Number(p.get("expires")) + 3600)))).statusCode).toBe(
      403,
    );
    const other = await uploadedPhoto(call, "OPERATOR");
    expect((await get(() => {}, `/api/v1/photos/${other}/file`)).statusCode).toBe(403);
    expect((await get((p) => p.delete("signature"))).statusCode).toBe(400);
    const { signedPhotoUrl } = await import("../../src/modules/photos/photo-links.js");
    const expired = await signedPhotoUrl(t.db, photo?.id ?? "", Date.now() - 3 * 3600_000);
    expect((await t.app.inject({ method: "GET", url: expired })).statusCode).toBe(403);
    // An upload no write attached is served to nobody, even with a good signature.
    const unattached = await signedPhotoUrl(t.db, other);
    expect((await t.app.inject({ method: "GET", url: unattached })).statusCode).toBe(404);
  });

  it("another organization's photo is 'not found in your organization': never attached, nothing created", async () => {
    const foreign = await uploadedPhoto(call, NORTHWIND_MECHANIC);
    const orders = () =>
      count(t.db, "SELECT count(*) AS n FROM work_orders WHERE organization_id = $1", [org]);
    const before = await orders();
    const response = await call("OPERATOR", "POST", "/api/v1/work-orders/escalate", escalation([foreign]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "INVALID_PHOTO",
      error: "Photo not found in your organization.",
      details: [{ path: "photoIds.0", message: "Photo not found in your organization." }],
    });
    // Exactly as an id that exists nowhere: nothing tells that it exists.
    const nowhere = await call(
      "OPERATOR",
      "POST",
      "/api/v1/work-orders/escalate",
      escalation(["0b3f2c55-8a4e-4c1e-9f0a-7d2b6e1c9a11"]),
    );
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().code).toBe("INVALID_PHOTO");
    expect(await orders()).toBe(before);
    const order = await createOrder(call, { equipmentId: machine, mechanicId: mechanic });
    const add = await call("MECHANIC", "POST", `/api/v1/work-orders/${order.id}/photos`, {
      photoIds: [foreign],
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().code).toBe("INVALID_PHOTO");
    expect(await attached([foreign])).toBe(0);
  });

  it("a photo is attached by the person who took it, once", async () => {
    const colleagues = await uploadedPhoto(call, OTHER_MECHANIC);
    const order = await createOrder(call, { equipmentId: machine, mechanicId: mechanic });
    const path = `/api/v1/work-orders/${order.id}/photos`;
    const notMine = await call("MECHANIC", "POST", path, { photoIds: [colleagues] });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().code).toBe("INVALID_PHOTO");
    const mine = await uploadedPhoto(call, "MECHANIC");
    const added = await call("MECHANIC", "POST", path, { photoIds: [mine] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.photos.map((p: PhotoJson) => [p.id, p.historyId])).toEqual([[mine, null]]);
    const twice = await call("MECHANIC", "POST", path, { photoIds: [mine] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("PHOTO_ALREADY_ATTACHED");
  });

  it("at most 5 photos a record: 6 in one body is refused, and so is going past 5 on a work order", async () => {
    const six = await Promise.all(Array.from({ length: 6 }, () => uploadedPhoto(call, "OPERATOR")));
    const tooMany = await call("OPERATOR", "POST", "/api/v1/work-orders/escalate", escalation(six));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: "VALIDATION_ERROR", error: "Attach at most 5 photos." });
    const escalated = await call(
      "OPERATOR",
      "POST",
      "/api/v1/work-orders/escalate",
      escalation(six.slice(0, 4)),
    );
    expect(escalated.statusCode).toBe(201);
    const id = escalated.json().data.workOrder.id;
    const past = await call("OPERATOR", "POST", `/api/v1/work-orders/${id}/photos`, {
      photoIds: six.slice(4),
    });
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({ code: "PHOTO_LIMIT", error: "A record can hold at most 5 photos." });
    expect(await attached(six.slice(4))).toBe(0);
    const fifth = await call("OPERATOR", "POST", `/api/v1/work-orders/${id}/photos`, { photoIds: [six[4]] });
    expect(fifth.statusCode).toBe(200);
    expect(fifth.json().data.photos).toHaveLength(5);
  });

  it("Start and Complete Work attach their photos to their own history lines", async () => {
    const order = await createOrder(call, { equipmentId: machine, mechanicId: mechanic });
    const before = await uploadedPhoto(call, "MECHANIC");
    const start = await call("MECHANIC", "PATCH", `/api/v1/work-orders/${order.id}/start`, {
      photoIds: [before],
    });
    expect(start.statusCode, start.body).toBe(200);
    const after = [await uploadedPhoto(call, "MECHANIC"), await uploadedPhoto(call, "MECHANIC")];
    const complete = await call("MECHANIC", "PATCH", `/api/v1/work-orders/${order.id}/complete`, {
      completionNotes: "Replaced the seal",
      photoIds: after,
    });
    expect(complete.statusCode, complete.body).toBe(200);
    const workOrder = await detail("MECHANIC", order.id);
    const lineOf = (to: string) => workOrder.history.find((h: { toStatus: string }) => h.toStatus === to)?.id;
    expect(workOrder.photos.map((p: PhotoJson) => [p.id, p.historyId])).toEqual([
      [before, lineOf("IN_PROGRESS")],
      [after[0], lineOf("COMPLETED")],
      [after[1], lineOf("COMPLETED")],
    ]);
    // A refused move attaches nothing: completing again is a 409 and the photo stays free.
    const late = await uploadedPhoto(call, "MECHANIC");
    const again = await call("MECHANIC", "PATCH", `/api/v1/work-orders/${order.id}/complete`, {
      photoIds: [late],
    });
    expect(again.statusCode).toBe(409);
    expect(await attached([late])).toBe(0);
  });

  it("photos go only to those who may read the work order: another mechanic and another organization get 404", async () => {
    const order = await startedOrder(call, machine, mechanic, "MECHANIC");
    const photo = await uploadedPhoto(call, "MECHANIC");
    await call("MECHANIC", "POST", `/api/v1/work-orders/${order.id}/photos`, { photoIds: [photo] });
    for (const who of [OTHER_MECHANIC, NORTHWIND_MECHANIC]) {
      const response = await call(who, "GET", `/api/v1/work-orders/${order.id}`);
      expect(response.statusCode, who).toBe(404);
      expect(response.body).not.toContain(photo);
      const add = await call(who, "POST", `/api/v1/work-orders/${order.id}/photos`, {
        photoIds: [await uploadedPhoto(call, who)],
      });
      expect(add.statusCode, who).toBe(404);
    }
    expect(
      (await call("VIEWER", "GET", `/api/v1/work-orders/${order.id}`)).json().data.workOrder.photos,
    ).toHaveLength(1);
  });

  it("an escalation replayed with its Idempotency-Key creates one work order and attaches its photos once", async () => {
    const ids = [await uploadedPhoto(call, "OPERATOR")];
    const key = `escalate-photos-${Date.now()}`;
    const send = () =>
      call("OPERATOR", "POST", "/api/v1/work-orders/escalate", escalation(ids), { "idempotency-key": key });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const id = first.json().data.workOrder.id;
    expect(again.json().data.workOrder.id).toBe(id);
    expect(await count(t.db, "SELECT count(*) AS n FROM photos WHERE work_order_id = $1", [id])).toBe(1);
  });

  it("a failed inspection item carries its photos; an item marked OK takes none", async () => {
    const inspected = await insertMachine(t.db, org, { name: "Photo inspection loader" });
    await assignMachine(t.db, org, inspected, operator);
    const assigned = await call("OPERATOR", "POST", "/api/v1/inspections/daily");
    const inspection = assigned
      .json()
      .data.workOrders.find((w: { equipmentId: string }) => w.equipmentId === inspected);
    const leak = await uploadedPhoto(call, "OPERATOR");
    const items = (photoOn: "failed" | "ok") =>
      INSPECTION_CHECKLIST.map((entry, index) => ({
        ...entry,
        status: index === 0 ? "NEEDS_ATTENTION" : "OK",
        notes: index === 0 ? "Low and milky" : "",
        ...((photoOn === "failed" ? index === 0 : index === 1) ? { photoIds: [leak] } : {}),
      }));
    const onOk = await call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", {
      workOrderId: inspection.id,
      items: items("ok"),
    });
    expect(onOk.statusCode).toBe(400);
    expect(onOk.json().details).toEqual([
      { path: "items.1.photoIds", message: "Photos go with items that need attention" },
    ]);
    const submitted = await call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", {
      workOrderId: inspection.id,
      items: items("failed"),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.result.items[0]).not.toHaveProperty("photoIds");
    const workOrder = await detail("SHOP_FOREMAN", inspection.id);
    expect(workOrder.photos).toMatchObject([
      { id: leak, inspectionItem: "Engine & Fluids|Engine Oil", historyId: workOrder.history.at(-1).id },
    ]);
  });
});
