import { randomUUID } from "node:crypto";
import { isPeriodicAssigneeRole, periodicInspectionSignatureContent, type Role } from "@mnx/domain";
import type { FastifyInstance } from "fastify";
import {
  insertTemplate,
  publishVersion,
  storedSections,
} from "../../src/modules/checklists/checklist-writes.js";
import { sign } from "../support/sign.js";
import type { MatrixOrganization } from "./matrix-organization.js";

/** The permission matrix's periodic inspections (docs/decisions/046): a schedule and a signed submission. */

/**
 * A fresh machine with its own annual checklist and an annual schedule due today, assigned to the caller when
 * the caller's role may be assigned (an inspector, a mechanic, a shop foreman), else to the inspector.
 */
export async function matrixSchedule(app: FastifyInstance, org: MatrixOrganization, role: Role) {
  const machine = await org.machine();
  const assignee = org.userId(isPeriodicAssigneeRole(role) ? role : "INSPECTOR");
  const { versionId, sections } = await app.db.transaction(async (tx) => {
    const templateId = await insertTemplate(
      tx,
      org.organizationId,
      { equipmentType: null, equipmentId: machine, kind: "ANNUAL" },
      "Matrix annual",
    );
    if (!templateId) throw new Error("annual checklist not made");
    const stored = storedSections(
      [
        {
          title: "Matrix",
          items: [{ name: "Frame", kind: "PASS_FAIL", photoRequiredOnFail: false, critical: true }],
        },
      ],
      new Set(),
    );
    const id = await publishVersion(tx, org.organizationId, templateId, {
      number: 1,
      name: "Matrix annual",
      sections: stored,
      publishedById: null,
    });
    return { versionId: id, sections: stored };
  });
  const row = await app.db.one<{ id: string }>(
    `INSERT INTO periodic_inspection_schedules (organization_id, equipment_id, kind, title, interval_count,
       interval_unit, assignee_id, next_due_date)
     VALUES ($1, $2, 'ANNUAL', 'Matrix annual', 12, 'MONTHS', $3, current_date) RETURNING id`,
    [org.organizationId, machine, assignee],
  );
  if (!row) throw new Error("schedule not inserted");
  return { scheduleId: row.id, versionId, sections, assignee };
}

/** A signed, all-OK submission of a fresh schedule's inspection, by the caller. */
export async function matrixPeriodicSubmission(app: FastifyInstance, org: MatrixOrganization, role: Role) {
  const { scheduleId, versionId, sections } = await matrixSchedule(app, org, role);
  const payload = {
    id: randomUUID(),
    scheduleId,
    templateVersionId: versionId,
    items: sections.flatMap((section) =>
      section.items.map((item) => ({
        category: section.title,
        item: item.name,
        templateItemId: item.id,
        status: "OK",
        notes: "",
      })),
    ),
  };
  return {
    ...payload,
    signature: await sign("INSPECTION", periodicInspectionSignatureContent(payload), org.userId(role)),
  };
}
