import {
  enumLabel,
  formatText,
  type InspectionResult,
  type Locale,
  type Signature,
  type SignatureStep,
  signaturePath,
  type WorkOrder,
} from "@mnx/domain";
import PDFDocument from "pdfkit";
import { textsOf } from "../../i18n/language.js";
import type { PhotoFile } from "../photos/photo-service.js";
import type { RecordDefectRow, RecordInspectionRow } from "./record-repository.js";

const STEP_TITLES: Readonly<Record<SignatureStep, string>> = {
  INSPECTION: "Inspection signed by",
  DEFECT_CERTIFICATION: "Repair certified by",
  DEFECT_ACKNOWLEDGEMENT: "Acknowledged by",
};
const MARGIN = 50;

/** The reports' texts in the reader's language (docs/decisions/049); names, items and notes stay as written. */
type Say = (template: string, values?: Readonly<Record<string, string | number>>) => string;
const sayIn =
  (locale: Locale): Say =>
  (template, values = {}) =>
    formatText(textsOf(locale), template, values);
/** A status as the English report always wrote it ('IN PROGRESS'), or its label's translation. */
const statusLabel = (say: Say, status: string) => {
  const translated = say(enumLabel(status));
  return translated === enumLabel(status) ? status.replaceAll("_", " ") : translated;
};
const dateTime = (iso: string | Date) => `${new Date(iso).toISOString().replace("T", " ").slice(0, 16)} UTC`;
const itemStatus = (say: Say, status: string) =>
  status === "OK" ? say("OK") : status === "NEEDS_ATTENTION" ? say("FAILED") : statusLabel(say, status);
const outcomeOf = (say: Say, result: InspectionResult) =>
  result.summary.overallResult === "PASS" ? say("PASS") : say("NEEDS ATTENTION");

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
function drawSignature(doc: PDFKit.PDFDocument, say: Say, signature: Signature, about?: string) {
  const boxWidth = 220;
  const boxHeight = 70;
  room(doc, boxHeight + 40);
  doc
    .font("Helvetica-Bold")
    .text(`${say(STEP_TITLES[signature.step])} ${signature.signer.name}${about ? ` (${about})` : ""}`);
  doc.font("Helvetica").text(say("Signed {time}", { time: dateTime(signature.signedAt) }));
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
      .text(say("Typed name, confirmed by the signer"), MARGIN + 10, top + 50);
    doc.fontSize(10);
  }
  doc.strokeColor("#000000").fillColor("#000000");
  doc.x = MARGIN;
  doc.y = top + boxHeight + 4;
  doc.fontSize(7).fillColor("#555555").text(`SHA-256 ${signature.hash}`).fontSize(10).fillColor("#000000");
  doc.moveDown(0.5);
}

/** pdfkit draws JPEG and PNG; a WebP photo is named, not drawn. */
const DRAWABLE = new Set(["image/jpeg", "image/png"]);
const PHOTO_BOX = { width: 240, height: 180 };

/** PDFKit's own reader (in its API, missing from its types): the size, or a throw for a damaged file. */
interface ImageOpener {
  openImage(src: Buffer): { width: number; height: number };
}

/** Why a photo is not drawn, as the report says it. */
function photoNotDrawn(say: Say, photo: PhotoFile): string | null {
  if (photo.missing === "over-limit")
    return say("Not included: the report holds a limited number of photos; see the app.");
  if (photo.missing === "unreadable" || !photo.bytes)
    return say("This photo could not be read from the photo store.");
  if (!DRAWABLE.has(photo.contentType)) return say("A WebP photo cannot be drawn in a PDF; see the app.");
  return null;
}

/**
 * The inspection's photos, each scaled to fit a box (aspect kept) beside its caption: the failed item it shows,
 * who took it and when. One that cannot be drawn (gone from the store, unreadable, WebP, past the report's
 * limit) is a line that says so.
 */
function drawPhotos(doc: PDFKit.PDFDocument, say: Say, photos: readonly PhotoFile[]) {
  heading(doc, say("Photos ({count})", { count: photos.length }));
  for (const [index, photo] of photos.entries()) {
    const time = dateTime(photo.createdAt);
    const caption = [
      say("Photo {number}: {subject}", {
        number: index + 1,
        subject: photo.inspectionItem ? photo.inspectionItem.replace("|", " / ") : say("the inspection"),
      }),
      photo.takenBy
        ? say("Taken {time} by {person}", { time, person: photo.takenBy })
        : say("Taken {time}", { time }),
    ];
    let reason = photoNotDrawn(say, photo);
    let image: { width: number; height: number } | null = null;
    if (!reason && photo.bytes) {
      try {
        image = (doc as unknown as ImageOpener).openImage(photo.bytes);
      } catch {
        reason = say("This photo's file is damaged and cannot be drawn.");
      }
    }
    if (!image || !photo.bytes) {
      room(doc, 40);
      doc
        .font("Helvetica-Bold")
        .text(caption[0] ?? "")
        .font("Helvetica");
      doc.text(`${caption[1]}. ${reason}`, { indent: 10 });
      doc.moveDown(0.3);
      continue;
    }
    const scale = Math.min(PHOTO_BOX.width / image.width, PHOTO_BOX.height / image.height, 1);
    const height = image.height * scale;
    room(doc, height + 12);
    const top = doc.y;
    doc.image(photo.bytes, MARGIN, top, { width: image.width * scale, height });
    doc.font("Helvetica-Bold").text(caption[0] ?? "", MARGIN + PHOTO_BOX.width + 12, top, { width: 230 });
    doc.font("Helvetica").text(caption[1] ?? "", { width: 230 });
    doc.x = MARGIN;
    doc.y = top + Math.max(height, 30) + 10;
  }
}

/** The inspection report (docs/decisions/043): the machine, each item and result, readings, defects, signatures. */
export function inspectionReportPdf(input: {
  workOrder: WorkOrder;
  result: InspectionResult | null;
  defects: readonly RecordDefectRow[];
  signatures: readonly Signature[];
  photos: readonly PhotoFile[];
  /** The checklist version's name and number; null for an inspection from before templates. */
  checklist: { name: string; version: number } | null;
  /** The reader's language (the default: English). */
  locale?: Locale;
}): Promise<Buffer> {
  const { workOrder, result, defects, signatures } = input;
  const say = sayIn(input.locale ?? "en");
  const machine = `${workOrder.equipment.equipmentNumber} ${workOrder.equipment.name}`;
  return render(say("Inspection report {machine}", { machine }), (doc) => {
    doc.font("Helvetica-Bold").fontSize(16).text(say("Daily inspection report"));
    doc.font("Helvetica").fontSize(10).moveDown(0.3);
    doc.text(say("Machine: {machine}", { machine }));
    doc.text(say("Inspection: {title}", { title: workOrder.title }));
    doc.text(
      input.checklist
        ? say("Checklist: {name}, version {version}", input.checklist)
        : say("Checklist: the daily pre-use check's 16 items (from before checklist templates)"),
    );
    doc.text(say("Status: {status}", { status: statusLabel(say, workOrder.status) }));
    if (result) {
      doc.text(
        say("Completed: {time} by {person}", {
          time: dateTime(result.completedAt),
          person: result.completedBy,
        }),
      );
      doc.text(
        say("Result: {outcome} ({ok} OK, {attention} need attention)", {
          outcome: outcomeOf(say, result),
          ok: result.summary.itemsOK,
          attention: result.summary.itemsNeedingAttention,
        }),
      );
      if (result.hourMeterReading !== null)
        doc.text(say("Hour meter: {hours} h", { hours: result.hourMeterReading }));
      if (result.operatorNotes) doc.text(say("Operator notes: {notes}", { notes: result.operatorNotes }));
    } else {
      doc.text(say("Not completed yet"));
    }

    if (result) {
      heading(doc, say("Items"));
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
          .text(itemStatus(say, entry.status), MARGIN + 10, y);
        const reading =
          entry.reading === undefined ? "" : `: ${entry.reading}${entry.unit ? ` ${entry.unit}` : ""}`;
        doc
          .font("Helvetica")
          .text(`${entry.item}${reading}${entry.notes ? ` - ${entry.notes}` : ""}`, MARGIN + 70, y);
        doc.x = MARGIN;
      }
    }

    heading(doc, say("Defects"));
    if (defects.length === 0) doc.text(say("None reported"));
    for (const defect of defects) {
      room(doc, 40);
      doc.text(
        `${defect.critical ? `${say("CRITICAL")} ` : ""}${defect.category} / ${defect.item}: ${statusLabel(say, defect.status)}${defect.notes ? ` - ${defect.notes}` : ""}`,
      );
      if (defect.certification_note)
        doc.text(say("Certification note: {note}", { note: defect.certification_note }), { indent: 10 });
    }

    if (input.photos.length > 0) drawPhotos(doc, say, input.photos);

    heading(doc, say("Signatures"));
    if (signatures.length === 0) doc.text(say("Not signed"));
    const itemOf = new Map(defects.map((defect) => [defect.id, defect.item]));
    for (const signature of signatures) {
      drawSignature(doc, say, signature, signature.defectId ? itemOf.get(signature.defectId) : undefined);
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
  /** The reader's language (the default: English). */
  locale?: Locale;
}): Promise<Buffer> {
  const say = sayIn(input.locale ?? "en");
  return render(say("Inspection record {machine}", { machine: input.machine }), (doc) => {
    doc
      .font("Helvetica-Bold")
      .fontSize(16)
      .text(say("Inspection record: {machine}", { machine: input.machine }));
    doc
      .font("Helvetica")
      .fontSize(10)
      .text(say("Period {from} to {to}", { from: input.from, to: input.to }));
    heading(doc, say("Inspections ({count})", { count: input.inspections.length }));
    for (const row of input.inspections) {
      room(doc, 14);
      const result = parseResult(row.completion_notes);
      const outcome = result ? outcomeOf(say, result) : "-";
      doc.text(
        `${row.inspection_date}  ${statusLabel(say, row.status)}  ${outcome}  ${row.operator_name ?? ""}${input.signedInspections.has(row.id) ? `  ${say("signed")}` : ""}`,
      );
    }
    heading(doc, say("Defects ({count})", { count: input.defects.length }));
    for (const defect of input.defects) {
      room(doc, 14);
      doc.text(
        `${dateTime(defect.reported_at)}  ${defect.critical ? `${say("CRITICAL")} ` : ""}${defect.item}: ${statusLabel(say, defect.status)}`,
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
