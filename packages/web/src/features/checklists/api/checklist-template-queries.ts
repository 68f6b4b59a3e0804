import { checklistTemplateListSchema, successEnvelope } from "@mnx/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

const listAnswer = successEnvelope(checklistTemplateListSchema);

/** GET /checklist-templates: the default, then one per equipment type, then the machines' own (042). */
export const checklistTemplatesQuery = () =>
  queryOptions({
    queryKey: queryKeys.checklists.list,
    queryFn: async ({ signal }) =>
      (await api.get("/checklist-templates", { signal, schema: listAnswer })).data,
    staleTime: STALE_TIME.default,
  });
