import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PHOTO_MAX_BYTES } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeUnattachedPhotos } from "../../src/modules/photos/photo-cleanup.js";
import { photoBytes } from "../support/photo-bytes.js";
import { startTestBucket, type TestBucket } from "../support/s3-bucket.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  type Call,
  count,
  createOrder,
  insertMachine,
  organizationOf,
} from "../work-orders/fixtures.js";
import { upload, uploadedPhoto } from "./fixtures.js";

const DAY_MS = 24 * 3_600_000;

describe.each(["a folder", "an S3 bucket"] as const)(
  onEngine("POST /api/v1/photos in %s: type by content, size, who"),
  (storage) => {
    let t: TestApp;
    let call: Call;
    let org: string;
    let bucket: TestBucket | undefined;
    // Its own empty folder: with a bucket, nothing may be written there.
    const photoDir = mkdtempSync(join(tmpdir(), "mnx-test-photo-dir-"));
    const rows = () => count(t.db, "SELECT count(*) AS n FROM photos WHERE organization_id = $1", [org]);
    /** The stored file of a photo, read where this storage keeps it (not through the app); undefined if none. */
    const stored = async (id: string): Promise<Buffer | undefined> => {
      if (bucket) return bucket.object(`${org}/${id}`);
      const file = join(photoDir, org, id);
      return existsSync(file) ? readFileSync(file) : undefined;
    };

    beforeAll(async () => {
      bucket = storage === "an S3 bucket" ? await startTestBucket() : undefined;
      t = await createTestApp({ photoDir, photoS3: bucket?.settings });
      call = apiClient(t.app);
      org = await organizationOf(t.app);
    });
    afterAll(async () => {
      await t.close();
      await bucket?.close();
      rmSync(photoDir, { recursive: true, force: true });
    });

    it("stores a JPEG, PNG or WebP under a new id, its type read from its first bytes", async () => {
      for (const [kind, claimed, expected] of [
        ["jpeg", "image/jpeg", "image/jpeg"],
        ["png", "image/png", "image/png"],
        ["webp", "image/webp", "image/webp"],
        // What the sender claims does not count: PNG bytes called a JPEG are a PNG.
        ["png", "image/jpeg", "image/png"],
        ["jpeg", "application/octet-stream", "image/jpeg"],
      ] as const) {
        const bytes = photoBytes(kind, 1000);
        const response = await upload(call, "OPERATOR", bytes, claimed);
        expect(response.statusCode, response.body).toBe(201);
        const { photo } = response.json().data;
        expect(photo).toMatchObject({ contentType: expected, byteSize: 1000 });
        expect((await stored(photo.id))?.equals(bytes)).toBe(true);
        const row = await t.db.one("SELECT content_type, work_order_id FROM photos WHERE id = $1", [
          photo.id,
        ]);
        expect(row).toEqual({ content_type: expected, work_order_id: null });
      }
    });

    it("refuses what is not a JPEG, PNG or WebP, whatever it is called, and stores nothing", async () => {
      const before = await rows();
      const cases: [Buffer, string][] = [
        [Buffer.from("GIF89a\u0001\u0000\u0001\u0000"), "image/gif"],
        [
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          "image/jpeg",
        ],
        [Buffer.from("%PDF-1.7 not a photo"), "image/png"],
        [Buffer.from(JSON.stringify({ photo: "data" })), "application/json"],
        [Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WAVEfmt ")]), "image/webp"],
      ];
      for (const [bytes, contentType] of cases) {
        const response = await upload(call, "MECHANIC", bytes, contentType);
        expect(response.statusCode, contentType).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          code: "UNSUPPORTED_PHOTO_TYPE",
          error: "Only JPEG, PNG or WebP photos can be uploaded.",
        });
      }
      const empty = await call("MECHANIC", "POST", "/api/v1/photos", undefined, {
        "content-type": "image/jpeg",
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe("UNSUPPORTED_PHOTO_TYPE");
      expect(await rows()).toBe(before);
    });

    it("takes 10 MB and refuses a byte more with 413 PHOTO_TOO_LARGE", async () => {
      const largest = await upload(call, "OPERATOR", photoBytes("jpeg", PHOTO_MAX_BYTES));
      expect(largest.statusCode, largest.body.slice(0, 200)).toBe(201);
      const before = await rows();
      const tooLarge = await upload(call, "OPERATOR", photoBytes("jpeg", PHOTO_MAX_BYTES + 1));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({
        success: false,
        code: "PHOTO_TOO_LARGE",
        error: "A photo can be at most 10 MB.",
      });
      expect(await rows()).toBe(before);
    });

    it("is for everyone who may attach photos: a viewer and no sign-in are refused", async () => {
      expect((await upload(call, "VIEWER", photoBytes("jpeg"))).statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: "POST",
        url: "/api/v1/photos",
        payload: photoBytes("jpeg"),
        headers: { "content-type": "image/jpeg" },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it("the same Idempotency-Key twice stores the photo once and answers the same id", async () => {
      const key = `photo-${Date.now()}`;
      const bytes = photoBytes("webp", 2048);
      const first = await upload(call, "OPERATOR", bytes, "image/webp", { "idempotency-key": key });
      const before = await rows();
      const again = await upload(call, "OPERATOR", bytes, "image/webp", { "idempotency-key": key });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers["idempotent-replayed"]).toBe("true");
      expect(again.json().data.photo.id).toBe(first.json().data.photo.id);
      expect(await rows()).toBe(before);
      // Other bytes under the same key are another request: refused, not stored.
      const other = await upload(call, "OPERATOR", photoBytes("jpeg", 2048), "image/jpeg", {
        "idempotency-key": key,
      });
      expect(other.statusCode).toBe(422);
      expect(await rows()).toBe(before);
    });

    it("uploads never attached are removed after a day, rows and files", async () => {
      const response = await upload(call, "OPERATOR", photoBytes("jpeg"));
      const { id } = response.json().data.photo;
      expect(await stored(id)).toBeDefined();
      await purgeUnattachedPhotos(t.db, t.app.photoStorage, DAY_MS);
      expect(await stored(id)).toBeDefined();
      await t.db.query("UPDATE photos SET created_at = now() - interval '25 hours' WHERE id = $1", [id]);
      expect(await purgeUnattachedPhotos(t.db, t.app.photoStorage, DAY_MS)).toBeGreaterThanOrEqual(1);
      expect(await stored(id)).toBeUndefined();
      expect(await count(t.db, "SELECT count(*) AS n FROM photos WHERE id = $1", [id])).toBe(0);
    });

    it("an attached photo is served from where it is stored, through its signed address", async () => {
      const bytes = photoBytes("png", 4096);
      const response = await upload(call, "SHOP_FOREMAN", bytes, "image/png");
      const { id } = response.json().data.photo;
      const order = await createOrder(call, {
        equipmentId: await insertMachine(t.db, org, { name: "Stored photo" }),
      });
      const path = `/api/v1/work-orders/${order.id}/photos`;
      const added = await call("SHOP_FOREMAN", "POST", path, {
        photoIds: [id, await uploadedPhoto(call, "SHOP_FOREMAN")],
      });
      expect(added.statusCode, added.body).toBe(200);
      const [photo] = added.json().data.photos;
      const file = await t.app.inject({ method: "GET", url: photo.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/png");
      expect(file.headers["content-length"]).toBe("4096");
      expect(file.rawPayload.equals(bytes)).toBe(true);
    });

    it.runIf(storage === "an S3 bucket")("writes nothing to PHOTO_DIR when the bucket is set", async () => {
      await uploadedPhoto(call, "OPERATOR");
      expect(readdirSync(photoDir)).toEqual([]);
    });
  },
);
