import {
  type InspectionResult,
  inspectionSignatureContent,
  type SignaturePoint,
  signatureHash,
} from "@mnx/domain";
import { recordSignature } from "../../modules/signatures/signature-writes.js";
import type { Database } from "../database.js";
import type { SeedContext } from "./context.js";
import { Random } from "./random.js";

const PAD = { width: 300, height: 100 };

/**
 * A hand-written looking mark for `name` on a 300 x 100 pad: one joined stroke per word, a loop up and down per
 * letter, its heights drawn from a generator seeded by the name (the same person signs alike every time, and the
 * demo data's own generator is left untouched).
 */
export function demoSignatureStrokes(name: string): SignaturePoint[][] {
  const random = new Random(
    [...name].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261),
  );
  const letters = name.replace(/\s+/g, "").length;
  const step = Math.min(18, Math.floor((PAD.width - 40) / Math.max(letters, 1)));
  let x = 20;
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      const base = 62 + index * 4;
      const stroke: SignaturePoint[] = [[x, base]];
      for (let position = 0; position < word.length; position++) {
        const tall = position === 0 ? random.int(38, 48) : random.int(14, 30);
        stroke.push(
          [x + Math.round(step * 0.35), base - tall],
          [x + Math.round(step * 0.7), base - random.int(0, 4)],
        );
        x += step;
      }
      stroke.push([x + 4, base + random.int(2, 8)]);
      x += step;
      return stroke;
    });
}

/**
 * The demo's completed daily inspections signed by their operators, at the time they were completed, through the
 * signatures module's own check and write (the hash of what the operator submitted, as the phone computes it), so
 * the inspection report of a seeded inspection shows a real signature (docs/decisions/043, amendment).
 */
export async function signDemoInspections(tx: Database, ctx: SeedContext): Promise<void> {
  for (const wo of ctx.rows.workOrders) {
    if (wo.work_order_type !== "INSPECTION" || typeof wo.completion_notes !== "string") continue;
    const result = JSON.parse(wo.completion_notes) as InspectionResult;
    const signerId = String(wo.assigned_to_id);
    const person = ctx.people.find((p) => p.id === signerId);
    if (!person) continue;
    const content = inspectionSignatureContent({
      workOrderId: String(wo.id),
      items: result.items,
      operatorNotes: result.operatorNotes,
      hourMeterReading: result.hourMeterReading,
    });
    const mark = {
      ...PAD,
      typedName: undefined,
      strokes: demoSignatureStrokes(`${person.firstName} ${person.lastName}`),
    };
    const signedAt = result.completedAt;
    const hash = await signatureHash({ step: "INSPECTION", content, signerId, signedAt, mark });
    await recordSignature(
      tx,
      {
        organizationId: ctx.organizationId,
        step: "INSPECTION",
        workOrderId: String(wo.id),
        signerId,
        content,
      },
      { ...mark, signedAt, hash },
    );
  }
}
