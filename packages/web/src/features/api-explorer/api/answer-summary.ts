import type { ErrorDetail } from "@mnx/domain";

export interface AnswerSummary {
  /** The answer's own words: its message, else its error. */
  message: string | null;
  code: string | null;
  details: ErrorDetail[];
}

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

function isDetail(value: unknown): value is ErrorDetail {
  const detail = value as Partial<ErrorDetail> | null;
  return typeof detail?.path === "string" && typeof detail.message === "string";
}

/** What a tested endpoint said, read from the API's envelope ({success, data, message} or {success, error, code, details}). */
export function answerSummary(data: unknown): AnswerSummary {
  if (!data || typeof data !== "object" || Array.isArray(data))
    return { message: null, code: null, details: [] };
  const body = data as Record<string, unknown>;
  return {
    message: text(body.message) ?? text(body.error),
    code: text(body.code),
    details: Array.isArray(body.details) ? body.details.filter(isDetail) : [],
  };
}
