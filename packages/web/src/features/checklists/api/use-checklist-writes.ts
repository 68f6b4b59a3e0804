import {
  type ChecklistContent,
  type ChecklistTemplateCreate,
  checklistTemplateSchema,
  messageEnvelope,
} from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";
import { useQueuedWrite } from "../../../lib/queued-write";

const templateAnswer = messageEnvelope(checklistTemplateSchema);

/**
 * POST /checklist-templates (a new template, version 1) or POST /checklist-templates/{id}/versions (the next version),
 * with the form's Idempotency-Key; a publish refreshes every checklist the device keeps (the phones' too).
 */
export function useSaveChecklist(templateId: string | null, idempotencyKey: string) {
  const client = useQueryClient();
  return useQueuedWrite(
    (content: ChecklistContent | ChecklistTemplateCreate) => ({
      method: "POST" as const,
      path: templateId ? `/checklist-templates/${templateId}/versions` : "/checklist-templates",
      body: content,
      idempotencyKey,
    }),
    templateAnswer,
    () => client.invalidateQueries({ queryKey: queryKeys.checklists.all }),
  );
}
