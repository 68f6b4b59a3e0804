import {
  type InspectionResult,
  type Signature,
  type SignatureStep,
  signaturePath,
  type WorkOrder,
} from "@mnx/domain";
import PDFDocument from "pdfkit";
import type { RecordDefectRow, RecordInspectionRow } from "./record-repository.js";

const STEP_TITLES: Readonly<Record<SignatureStep, string>> = {
  INSPECTION: "Inspection signed by",
  DEFECT_CERTIFICATION: "Repair certified by",
  DEFECT_ACKNOWLEDGEMENT: "Acknowledged by",
};
const MARGIN = 50;
const dateTime = (iso: string | Date) => `${new Date(iso).toISOString().replace("T", " ").slice(0, 16)} UTC`;
const itemStatus = (status: string) =>
  status === "OK" ? "OK" : status === "NEEDS_ATTENTION" ? "FAILED" : status.replaceAll("_", " ");

/** The document as bytes (PDFKit writes a stream; the record is small enough to hold). */
function render(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: title, Creator: "Maintenance Nexus" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}

const heading = (doc: PDFKit.PDFDocument, text: string) => {
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(12).text(text).font("Helvetica").fontSize(10);
};

/** Makes room for `height` points, starting a page when the rest of this one is too short. */
const room = (doc: PDFKit.PDFDocument, height: number) => {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
};

/** One signature: its step, the mark drawn from its strokes (vectors) in a box, the name and the time. */
function drawSignature(doc: PDFKit.PDFDocument, signature: Signature, about?: string) {
  const boxWidth = 220;
  const boxHeight = 70;
  room(doc, boxHeight + 40);
  doc
    .font("Helvetica-Bold")
    .text(`${STEP_TITLES[signature.step]} ${signature.signer.name}${about ? ` (${about})` : ""}`);
  doc.font("Helvetica").text(`Signed ${dateTime(signature.signedAt)}`);
  const top = doc.y + 4;
  doc.rect(MARGIN, top, boxWidth, boxHeight).lineWidth(0.5).strokeColor("#999999").stroke();
  if (signature.strokes.length > 0) {
    const scale = Math.min((boxWidth - 10) / signature.width, (boxHeight - 10) / signature.height);
    doc.save();
    doc.translate(MARGIN + 5, top + 5).scale(scale);
    doc
      .path(signaturePath(signature.strokes))
      .lineWidth(2.5 / scale)
      .lineCap("round")
      .lineJoin("round")
      .strokeColor("#111111")
      .stroke();
    doc.restore();
  } else {
    doc.font("Helvetica-Oblique").fontSize(16).fillColor("#111111");
    doc.text(signature.typedName ?? "", MARGIN + 10, top + 22, { width: boxWidth - 20 });
    doc
      .font("Helvetica")
      .fontSize(8)
      .text("Typed name, confirmed by the signer", MARGIN + 10, top + 50);
    doc.fontSize(10);
  }
  doc.strokeColor("#000000").fillColor("#000000");
  doc.x = MARGIN;
  doc.y = top + boxHeight + 4;
  doc.fontSize(7).fillColor("#555555").text(`SHA-256 ${signature.hash}`).fontSize(10).fillColor("#000000");
  doc.moveDown(0.5);
}

/** The inspection report (docs/decisions/043): the machine, each item and result, readings, defects, signatures. */
export function inspectionReportPdf(input: {
  workOrder: WorkOrder;
  result: InspectionResult | null;
  defects: readonly RecordDefectRow[];
  signatures: readonly Signature[];
  photoCount: number;
}): Promise<Buffer> {
  const { workOrder, result, defects, signatures } = input;
  const machine = `${workOrder.equipment.equipmentNumber} ${workOrder.equipment.name}`;
  return render(`Inspection report ${machine}`, (doc) => {
    doc.font("Helvetica-Bold").fontSize(16).text("Daily inspection report");
    doc.font("Helvetica").fontSize(10).moveDown(0.3);
    doc.text(`Machine: ${machine}`);
    doc.text(`Inspection: ${workOrder.title}`);
    doc.text(`Checklist: daily pre-use check, 16 items (the default template)`);
    doc.text(`Status: ${workOrder.status.replaceAll("_", " ")}`);
    if (result) {
      doc.text(`Completed: ${dateTime(result.completedAt)} by ${result.completedBy}`);
      doc.text(
        `Result: ${result.summary.overallResult === "PASS" ? "PASS" : "NEEDS ATTENTION"} (${result.summary.itemsOK} OK, ${result.summary.itemsNeedingAttention} need attention)`,
      );
      if (result.hourMeterReading !== null) doc.text(`Hour meter: ${result.hourMeterReading} h`);
      if (result.operatorNotes) doc.text(`Operator notes: ${result.operatorNotes}`);
    } else {
      doc.text("Not completed yet");
    }
    if (input.photoCount > 0) doc.text(`Photos: ${input.photoCount} (kept with the inspection in the app)`);

    if (result) {
      heading(doc, "Items");
      let category = "";
      for (const entry of result.items) {
        room(doc, 28);
        if (entry.category !== category) {
          category = entry.category;
          doc.moveDown(0.2).font("Helvetica-Bold").text(category).font("Helvetica");
        }
        const y = doc.y;
        doc
          .font(entry.status === "OK" ? "Helvetica" : "Helvetica-Bold")
          .text(itemStatus(entry.status), MARGIN + 10, y);
        doc.font("Helvetica").text(`${entry.item}${entry.notes ? ` - ${entry.notes}` : ""}`, MARGIN + 70, y);
        doc.x = MARGIN;
      }
    }

    heading(doc, "Defects");
    if (defects.length === 0) doc.text("None reported");
    for (const defect of defects) {
      room(doc, 40);
      doc.text(
        `${defect.critical ? "CRITICAL " : ""}${defect.category} / ${defect.item}: ${defect.status.replaceAll("_", " ")}${defect.notes ? ` - ${defect.notes}` : ""}`,
      );
      if (defect.certification_note)
        doc.text(`Certification note: ${defect.certification_note}`, { indent: 10 });
    }

    heading(doc, "Signatures");
    if (signatures.length === 0) doc.text("Not signed");
    const itemOf = new Map(defects.map((defect) => [defect.id, defect.item]));
    for (const signature of signatures) {
      drawSignature(doc, signature, signature.defectId ? itemOf.get(signature.defectId) : undefined);
    }
  });
}

/** The auditor's export as PDF: a machine's inspections and defects for a period, one line each. */
export function machineRecordPdf(input: {
  machine: string;
  from: string;
  to: string;
  inspections: readonly RecordInspectionRow[];
  defects: readonly RecordDefectRow[];
  signedInspections: ReadonlySet<string>;
}): Promise<Buffer> {
  return render(`Inspection record ${input.machine}`, (doc) => {
    doc.font("Helvetica-Bold").fontSize(16).text(`Inspection record: ${input.machine}`);
    doc.font("Helvetica").fontSize(10).text(`Period ${input.from} to ${input.to}`);
    heading(doc, `Inspections (${input.inspections.length})`);
    for (const row of input.inspections) {
      room(doc, 14);
      const result = parseResult(row.completion_notes);
      const outcome = result ? (result.summary.overallResult === "PASS" ? "PASS" : "NEEDS ATTENTION") : "-";
      doc.text(
        `${row.inspection_date}  ${row.status.replaceAll("_", " ")}  ${outcome}  ${row.operator_name ?? ""}${input.signedInspections.has(row.id) ? "  signed" : ""}`,
      );
    }
    heading(doc, `Defects (${input.defects.length})`);
    for (const defect of input.defects) {
      room(doc, 14);
      doc.text(
        `${dateTime(defect.reported_at)}  ${defect.critical ? "CRITICAL " : ""}${defect.item}: ${defect.status.replaceAll("_", " ")}`,
      );
    }
  });
}

export function parseResult(notes: string | null): InspectionResult | null {
  if (!notes) return null;
  try {
    const parsed = JSON.parse(notes) as InspectionResult;
    return parsed && typeof parsed === "object" && Array.isArray(parsed.items) ? parsed : null;
  } catch {
    return null;
  }
}
