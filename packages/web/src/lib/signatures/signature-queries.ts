import { signatureListSchema, successEnvelope } from "@mnx/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";
import { STALE_TIME } from "../query-stale-times";

const answer = successEnvelope(signatureListSchema);

/** GET /inspections/{id}/signatures: the inspection's and its defects' signatures, in signing order. */
export const inspectionSignaturesQuery = (inspectionId: string) =>
  queryOptions({
    queryKey: queryKeys.signatures.inspection(inspectionId),
    queryFn: async ({ signal }) =>
      (await api.get(`/inspections/${inspectionId}/signatures`, { signal, schema: answer })).data.signatures,
    staleTime: STALE_TIME.detail,
  });

/** GET /defects/{id}/signatures: the certification's and the acknowledgement's. */
export const defectSignaturesQuery = (defectId: string) =>
  queryOptions({
    queryKey: queryKeys.signatures.defect(defectId),
    queryFn: async ({ signal }) =>
      (await api.get(`/defects/${defectId}/signatures`, { signal, schema: answer })).data.signatures,
    staleTime: STALE_TIME.detail,
  });
