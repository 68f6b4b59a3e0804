import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readWorkOrderPhotoFiles } from "../../src/modules/photos/photo-service.js";
import { pdfText } from "../support/pdf-text.js";
import { JPEG_IMAGE, photoBytes, pngImage } from "../support/photo-bytes.js";
import { startTestBucket, type TestBucket } from "../support/s3-bucket.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  assignMachine,
  type Call,
  checklistItems,
  insertMachine,
  NORTHWIND_MANAGER,
  organizationOf,
  userId,
} from "../work-orders/fixtures.js";

/** Image objects drawn in a PDF: PDFKit writes each embedded image as one XObject of subtype Image. */
const imageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Subtype \/Image/g)?.length ?? 0;

/** The page drawing operators: every deflated stream inflated. */
function drawing(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  let all = "";
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      all += inflateSync(pdf.subarray(start, source.indexOf("endstream", start))).toString("latin1");
    } catch {
      // an image's own bytes, not deflated
    }
  }
  return all;
}

describe.each(["a folder", "an S3 bucket"] as const)(
  onEngine("the inspection report's photos, kept in %s"),
  (storage) => {
    let t: TestApp;
    let call: Call;
    let org: string;
    let operator: string;
    let bucket: TestBucket | undefined;
    const photoDir = mkdtempSync(join(tmpdir(), "mnx-test-report-photos-"));

    const uploaded = async (bytes: Buffer, type: string) => {
      const response = await call("OPERATOR", "POST", "/api/v1/photos", bytes, { "content-type": type });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.photo.id as string;
    };
    /** Today's inspection of a new machine run by the demo operator, failed on Steering and Tires with `photos`. */
    const inspectedWith = async (steering: string[], tires: string[]) => {
      const machine = await insertMachine(t.db, org, { name: "Photographed loader" });
      await assignMachine(t.db, org, machine, operator);
      const assigned = await call("OPERATOR", "POST", "/api/v1/inspections/daily");
      const { id } = assigned
        .json()
        .data.workOrders.find((w: { equipmentId: string }) => w.equipmentId === machine);
      const items = checklistItems("Steering", "Tires/Tracks").map((entry) => ({
        ...entry,
        photoIds: entry.item === "Steering" ? steering : entry.item === "Tires/Tracks" ? tires : undefined,
      }));
      const answer = await call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", {
        workOrderId: id,
        items,
        hourMeterReading: 50,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return id as string;
    };

    beforeAll(async () => {
      bucket = storage === "an S3 bucket" ? await startTestBucket() : undefined;
      t = await createTestApp({ photoDir, photoS3: bucket?.settings });
      call = apiClient(t.app);
      org = await organizationOf(t.app);
      operator = await userId(t.app, "OPERATOR");
    });
    afterAll(async () => {
      await t.close();
      await bucket?.close();
      rmSync(photoDir, { recursive: true, force: true });
    });

    it("draws the failed items' photos into the PDF, scaled; a missing or damaged file is a line, not an error", async () => {
      const wide = await uploaded(pngImage(320, 180), "image/png");
      const jpeg = await uploaded(JPEG_IMAGE, "image/jpeg");
      const gone = await uploaded(pngImage(40, 40), "image/png");
      const damaged = await uploaded(photoBytes("jpeg"), "image/jpeg");
      const webp = await uploaded(photoBytes("webp"), "image/webp");
      await t.app.photoStorage.remove(org, gone);
      const id = await inspectedWith([wide, jpeg], [gone, damaged, webp]);

      const report = await call("MECHANIC", "GET", `/api/v1/inspections/${id}/report.pdf`);
      expect(report.statusCode, report.body).toBe(200);
      expect(imageCount(report.rawPayload)).toBe(2);
      // Scaled to fit its box, its shape kept: the 320 x 180 photo is drawn at 240 x 135 points.
      expect(drawing(report.rawPayload)).toMatch(/\b240 0 0 -?135 [\d.]+ [\d.]+ cm\b/);
      const text = pdfText(report.rawPayload);
      expect(text).toContain("Photos (5)");
      expect(text).toContain("Photo 1: Operational Systems / Steering");
      expect(text).toContain("Photo 3: Visual Inspection / Tires/Tracks");
      expect(text).toContain("This photo could not be read from the photo store.");
      expect(text).toContain("This photo's file is damaged and cannot be drawn.");
      expect(text).toContain("A WebP photo cannot be drawn in a PDF; see the app.");
      expect(text).toContain("Checklist: Daily inspection (all equipment), version 1");

      // Another organization's inspection still answers 404 (the photos are not read for it).
      expect((await call(NORTHWIND_MANAGER, "GET", `/api/v1/inspections/${id}/report.pdf`)).statusCode).toBe(
        404,
      );
    });

    it("keeps a report bounded: photos past the count or the bytes are named, not read", async () => {
      const photos = [
        await uploaded(pngImage(64, 48), "image/png"),
        await uploaded(pngImage(64, 48), "image/png"),
        await uploaded(pngImage(64, 48), "image/png"),
      ];
      const id = await inspectedWith(photos, []);
      const byCount = await readWorkOrderPhotoFiles(t.db, t.app.photoStorage, org, id, {
        count: 2,
        bytes: 1e9,
      });
      expect(byCount.map((photo) => photo.missing)).toEqual([null, null, "over-limit"]);
      expect(byCount[0]?.bytes?.equals(pngImage(64, 48))).toBe(true);
      const size = pngImage(64, 48).length;
      const byBytes = await readWorkOrderPhotoFiles(t.db, t.app.photoStorage, org, id, {
        count: 12,
        bytes: size * 2 + 1,
      });
      expect(byBytes.map((photo) => photo.missing)).toEqual([null, null, "over-limit"]);

      const report = await call("OPERATOR", "GET", `/api/v1/inspections/${id}/report.pdf`);
      expect(imageCount(report.rawPayload)).toBe(3);
    });
  },
);
