import {
  can,
  type Equipment,
  equipmentSchema,
  readScannedLabel,
  SCAN_MESSAGES,
  successEnvelope,
} from "@mnx/domain";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth/use-auth";
import { queryKeys } from "../../../lib/query-keys";

export type LabelResolution = { id: string } | { problem: string };

const byCodeAnswer = successEnvelope(equipmentSchema);

const isMachine = (value: unknown): value is Pick<Equipment, "id" | "equipmentNumber" | "qrCode"> =>
  typeof value === "object" &&
  value !== null &&
  "id" in value &&
  "equipmentNumber" in value &&
  "qrCode" in value;

/** Without a connection: the machine with this code among those saved on the device (lists, details, pickers). */
function savedMachineId(client: QueryClient, code: string): string | null {
  const matches = (machine: Pick<Equipment, "equipmentNumber" | "qrCode">) =>
    machine.qrCode === code ||
    machine.qrCode === code.toUpperCase() ||
    machine.equipmentNumber.toLowerCase() === code.toLowerCase();
  for (const [, data] of client.getQueriesData({ queryKey: queryKeys.equipment.all })) {
    const candidates: unknown[] = Array.isArray(data)
      ? data
      : isMachine(data)
        ? [data]
        : ((data as { equipment?: unknown[] } | undefined)?.equipment ?? []);
    const found = candidates.find((candidate) => isMachine(candidate) && matches(candidate));
    if (isMachine(found)) return found.id;
  }
  return null;
}

/**
 * Turns a label's text into the machine to open: a URL of this app names it; an older label's code (or a typed
 * code or number) is looked up by the server in the caller's organization, or, offline, among the machines
 * saved on the device. Anything else is a problem to show.
 */
export function useLabelResolver() {
  const client = useQueryClient();
  const role = useAuth().user?.role;
  return useCallback(
    async (text: string): Promise<LabelResolution> => {
      const label = readScannedLabel(text);
      if (label.kind === "machine") return { id: label.id };
      if (label.kind === "unknown") return { problem: SCAN_MESSAGES.notALabel };
      try {
        const path = `/equipment/by-code/${encodeURIComponent(label.code)}`;
        return { id: (await api.get(path, { schema: byCodeAnswer })).data.id };
      } catch (error) {
        if (!isApiError(error)) return { problem: SCAN_MESSAGES.lookupFailed };
        if (error.status === 404)
          return {
            problem: can(role, "equipment.viewAll") ? SCAN_MESSAGES.notFound : SCAN_MESSAGES.notYours,
          };
        if (error.status === 0 || error.status === 408) {
          const saved = savedMachineId(client, label.code);
          return saved ? { id: saved } : { problem: SCAN_MESSAGES.offline };
        }
        return { problem: error.status === 400 ? error.message : SCAN_MESSAGES.lookupFailed };
      }
    },
    [client, role],
  );
}
