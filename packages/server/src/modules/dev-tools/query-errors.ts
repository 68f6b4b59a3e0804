import { AppError } from "../../errors.js";

/** A database error as both drivers raise it (SQLSTATE code, 1-based position in the statement text). */
interface DatabaseError {
  code: string;
  message: string;
  position?: string | number;
}

const isDatabaseError = (error: unknown): error is DatabaseError =>
  error instanceof Error && typeof (error as { code?: unknown }).code === "string";

/** Statements the grammar of DECLARE ... CURSOR FOR refuses at their first word. */
const NOT_A_QUERY = new Set(
  (
    "INSERT UPDATE DELETE MERGE TRUNCATE COPY CREATE ALTER DROP GRANT REVOKE SET RESET SHOW BEGIN START COMMIT " +
    "ROLLBACK END ABORT SAVEPOINT RELEASE PREPARE EXECUTE DEALLOCATE DECLARE FETCH MOVE CLOSE LISTEN NOTIFY " +
    "UNLISTEN LOAD LOCK VACUUM ANALYZE CLUSTER REINDEX CHECKPOINT DISCARD DO CALL COMMENT SECURITY REFRESH " +
    "IMPORT EXPLAIN REASSIGN"
  ).split(" "),
);

const READ_ONLY_MESSAGE = "Only SELECT queries can run here: the query tool is read-only.";

/**
 * Turns what the database refused into the tool's answer: QUERY_NOT_ALLOWED (not a query, several
 * statements, a right the reader lacks), QUERY_TIMEOUT, QUERY_TOO_EXPENSIVE (memory), or QUERY_FAILED (any
 * other SQL error). `details` carries the database's own message, with positions in the user's text.
 */
export function queryError(error: unknown, prefixLength: number, timeoutMs: number): unknown {
  if (!isDatabaseError(error)) return error;
  const at = Number(error.position);
  const position = Number.isFinite(at) && at > prefixLength ? ` (at character ${at - prefixLength})` : "";
  const details = [{ path: "query", message: `${error.message}${position}` }];
  const fail = (code: string, message: string) => new AppError(code, message, undefined, details);
  const nearWord = /syntax error at or near "([^"]*)"/.exec(error.message)?.[1]?.toUpperCase();
  switch (error.code) {
    case "42601":
      if (error.message.includes("multiple commands")) {
        return fail("QUERY_NOT_ALLOWED", "Only one statement can run at a time.");
      }
      if ((nearWord && NOT_A_QUERY.has(nearWord)) || error.message.includes("INTO is not allowed")) {
        return fail("QUERY_NOT_ALLOWED", READ_ONLY_MESSAGE);
      }
      return fail("QUERY_FAILED", `Query failed: ${error.message}${position}`);
    case "25006": // read_only_sql_transaction
    case "0A000": // a data-modifying statement in WITH
      return fail("QUERY_NOT_ALLOWED", READ_ONLY_MESSAGE);
    case "42501": // insufficient_privilege
      return fail(
        "QUERY_NOT_ALLOWED",
        `Not allowed: ${error.message}. The query tool reads your organization's data tables only, without administrative functions.`,
      );
    case "57014": // query_canceled (statement_timeout)
      return fail("QUERY_TIMEOUT", `The query ran longer than ${timeoutMs / 1000} s and was stopped.`);
    case "53200": // out_of_memory
    case "54000": // program_limit_exceeded
      return fail("QUERY_TOO_EXPENSIVE", "The query needs more memory than the query tool allows.");
    default:
      return fail("QUERY_FAILED", `Query failed: ${error.message}${position}`);
  }
}
