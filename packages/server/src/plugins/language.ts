import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requestLocale, translate } from "../i18n/language.js";
import { globalPlugin } from "./global-plugin.js";

interface Answer {
  success?: unknown;
  error?: unknown;
  message?: unknown;
  details?: unknown;
}

const isAnswer = (payload: unknown): payload is Answer =>
  typeof payload === "object" && payload !== null && !Array.isArray(payload) && "success" in payload;

/**
 * Every answer in the caller's language (docs/decisions/049): a refusal's `error` and its details' messages,
 * a success's `message`. The code, the paths and the data stay as they are. One hook for every route and
 * every refusal, wherever it was written (a service's AppError, a validation, the rate limit).
 */
export function translateAnswer(request: FastifyRequest, _reply: FastifyReply, payload: unknown): unknown {
  if (!isAnswer(payload)) return payload;
  const locale = requestLocale(request);
  if (locale === "en") return payload;
  const answer: Answer = { ...payload };
  if (typeof answer.error === "string") answer.error = translate(locale, answer.error);
  if (typeof answer.message === "string") answer.message = translate(locale, answer.message);
  if (Array.isArray(answer.details)) {
    answer.details = answer.details.map((detail: unknown) =>
      detail && typeof detail === "object" && typeof (detail as { message?: unknown }).message === "string"
        ? { ...detail, message: translate(locale, (detail as { message: string }).message) }
        : detail,
    );
  }
  return answer;
}

export const languagePlugin = globalPlugin("language", async (app: FastifyInstance) => {
  app.addHook("preSerialization", async (request, reply, payload) =>
    translateAnswer(request, reply, payload),
  );
});
