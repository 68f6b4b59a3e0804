import {
  EQUIPMENT_PICKER_FETCH_LIMIT,
  type Equipment,
  equipmentSchema,
  listEnvelope,
  type Role,
  type User,
  userSchema,
} from "@mnx/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { STALE_TIME } from "../../lib/query-stale-times";

const PICKER_USER_LIMIT = 100;
const equipmentPage = listEnvelope("equipment", equipmentSchema);
const usersPage = listEnvelope("users", userSchema);

/** The pickers' machines: one fetch of up to 100 (part 2, 7), searched in the browser. */
export const equipmentOptionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.equipment.options,
    queryFn: async ({ signal }): Promise<Equipment[]> => {
      const answer = await api.get("/equipment", {
        query: { limit: EQUIPMENT_PICKER_FETCH_LIMIT },
        signal,
        schema: equipmentPage,
      });
      return answer.data.equipment;
    },
    staleTime: STALE_TIME.equipment,
  });

/** ACTIVE users holding one of the roles (e.g. operators for an assignment), up to 100. */
export const userOptionsQuery = (roles: readonly Role[]) =>
  queryOptions({
    queryKey: queryKeys.users.options(roles),
    queryFn: async ({ signal }): Promise<User[]> => {
      const answer = await api.get("/users", {
        query: { role: roles.join(","), status: "ACTIVE", limit: PICKER_USER_LIMIT },
        signal,
        schema: usersPage,
      });
      return answer.data.users;
    },
    staleTime: STALE_TIME.users,
  });
