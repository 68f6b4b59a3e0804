import {
  METER_IMPORT_MAX_ROWS,
  METER_MESSAGES,
  type MeterImport,
  type MeterImportResult,
  type MeterImportRow,
  meterReadingInput,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { parseCsv, readHeader, readMeterKind, readTime } from "./meter-csv.js";
import { machineFinder } from "./reading-batch-service.js";
import { recordReading } from "./record-reading.js";

const valueSchema = meterReadingInput(METER_MESSAGES.value);

/** Thrown to roll the preview's transaction back once every row has its verdict. */
class PreviewDone extends Error {
  constructor(readonly result: MeterImportResult) {
    super("preview");
  }
}

function readFile(csv: string) {
  const rows = parseCsv(csv);
  const header = rows?.[0] && readHeader(rows[0]);
  if (!rows || !header) throw new AppError("METER_IMPORT_INVALID", METER_MESSAGES.csvNotCsv);
  const data = rows.slice(1);
  if (data.length === 0) throw new AppError("METER_IMPORT_INVALID", METER_MESSAGES.csvEmpty);
  if (data.length > METER_IMPORT_MAX_ROWS)
    throw new AppError("METER_IMPORT_INVALID", METER_MESSAGES.csvTooLarge);
  return data.map((cells, index) => ({
    line: index + 2,
    machine: (cells[header.machine] ?? "").trim(),
    meter: header.meter < 0 ? "" : (cells[header.meter] ?? "").trim(),
    value: (cells[header.value] ?? "").trim(),
    takenAt: (cells[header.time] ?? "").trim(),
  }));
}

type FileRow = ReturnType<typeof readFile>[number];

const error = (row: FileRow, code: string, message: string): MeterImportRow => ({
  ...row,
  status: "ERROR",
  code,
  message,
});

/** Each row judged and recorded in order inside `tx` (rows of one meter see the rows before them). */
async function importRows(tx: Database, user: AuthenticatedUser, rows: FileRow[], sender: string | null) {
  const find = await machineFinder(
    tx,
    user.organizationId,
    rows.map((row) => ({ equipmentNumber: row.machine, serialNumber: row.machine })),
  );
  const out: MeterImportRow[] = [];
  for (const row of rows) {
    const machine = row.machine
      ? find({ equipmentNumber: row.machine, serialNumber: row.machine })
      : undefined;
    const kind = readMeterKind(row.meter);
    const value = valueSchema.safeParse(row.value === "" ? Number.NaN : Number(row.value));
    const takenAt = readTime(row.takenAt);
    if (!machine) out.push(error(row, "NOT_FOUND", METER_MESSAGES.machineNotFound));
    else if (!kind) out.push(error(row, "VALIDATION_ERROR", `Unknown meter '${row.meter}'`));
    else if (!value.success)
      out.push(error(row, "VALIDATION_ERROR", value.error.issues[0]?.message ?? METER_MESSAGES.value));
    else if (!takenAt) out.push(error(row, "VALIDATION_ERROR", METER_MESSAGES.takenAt));
    else {
      const recorded = await recordReading(
        tx,
        {
          organizationId: user.organizationId,
          equipmentId: machine.id,
          kind,
          value: value.data,
          takenAt,
          source: "IMPORT",
          recordedById: user.id,
          sender,
        },
        { keepRefused: false, createMeter: kind === "ENGINE_HOURS" },
      );
      if (recorded.status === "NO_METER") out.push(error(row, "NOT_FOUND", METER_MESSAGES.meterMissing));
      else if (recorded.status === "REFUSED") out.push(error(row, recorded.code, recorded.message));
      else out.push({ ...row, status: recorded.status, code: recorded.code, message: recorded.message });
    }
  }
  const count = (status: MeterImportRow["status"]) => out.filter((row) => row.status === status).length;
  return { rows: out, accepted: count("ACCEPTED"), held: count("HELD"), errors: count("ERROR") };
}

/**
 * POST /meter-readings/import/preview and /meter-readings/import: a CSV of readings (machine number or serial,
 * meter, value, time). The preview judges every row as the import would, in a transaction rolled back; the import
 * writes all rows or none: with any row in error it answers 400 with each row's message.
 */
/** meter_readings.sender's length (migration 028). */
const SENDER_MAX_CHARS = 200;

export async function importReadings(
  db: Database,
  user: AuthenticatedUser,
  input: MeterImport,
  mode: "preview" | "write",
): Promise<MeterImportResult> {
  const rows = readFile(input.csv);
  // A file name may take the whole 200 characters the sender column holds: the prefix must not push it past them.
  const sender = (input.fileName ? `Import: ${input.fileName}` : "Import").slice(0, SENDER_MAX_CHARS);
  try {
    return await db.transaction(async (tx) => {
      const result = await importRows(tx, user, rows, sender);
      if (mode === "preview" || result.errors > 0) throw new PreviewDone({ ...result, written: false });
      return { ...result, written: true };
    });
  } catch (thrown) {
    if (!(thrown instanceof PreviewDone)) throw thrown;
    if (mode === "preview") return thrown.result;
    throw new AppError(
      "METER_IMPORT_INVALID",
      METER_MESSAGES.importHasErrors,
      400,
      thrown.result.rows.flatMap((row, index) =>
        row.status === "ERROR"
          ? [{ path: `rows.${index}`, message: `Line ${row.line}: ${row.message}` }]
          : [],
      ),
    );
  }
}
