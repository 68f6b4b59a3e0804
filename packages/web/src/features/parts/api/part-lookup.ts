import { t } from "@lingui/core/macro";
import { PART_MESSAGES, partCodeParamsSchema, partDetailSchema, successEnvelope } from "@mnx/domain";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { queryKeys } from "../../../lib/query-keys";
import { cachedPartAnswers, savedPartIdIn } from "./part-cache";

export type PartLookup = { id: string } | { problem: string };

const byCodeAnswer = successEnvelope(partDetailSchema);

/** The lookup's own problems, in the language shown when they happen. */
const offlineProblem = () =>
  t`You are offline, and no part saved on this device has this barcode or part number.`;
const failedProblem = () => t`The part could not be looked up. Please try again.`;

/**
 * A typed or scanned barcode or part number to the part it names: the server's exact lookup (the barcode as
 * printed, the part number in any case), or, offline, the parts saved on this device.
 */
export async function lookupPart(client: QueryClient, text: string): Promise<PartLookup> {
  const parsed = partCodeParamsSchema.safeParse({ code: text });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? PART_MESSAGES.codeRequired };
  const { code } = parsed.data;
  try {
    const part = (await api.get(`/parts/by-code/${encodeURIComponent(code)}`, { schema: byCodeAnswer })).data;
    client.setQueryData(queryKeys.parts.detail(part.id), part);
    return { id: part.id };
  } catch (error) {
    if (!isApiError(error)) return { problem: failedProblem() };
    if (error.status === 404) return { problem: PART_MESSAGES.codeNotFound };
    if (error.status === 0 || error.status === 408) {
      const saved = savedPartIdIn(cachedPartAnswers(client), code);
      return saved ? { id: saved } : { problem: offlineProblem() };
    }
    return { problem: error.status === 400 ? error.message : failedProblem() };
  }
}

/** `lookupPart` with the app's query client. */
export function usePartLookup() {
  const client = useQueryClient();
  return useCallback((text: string) => lookupPart(client, text), [client]);
}
