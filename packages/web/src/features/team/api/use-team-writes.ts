import { type AddUserForm, messageEnvelope, type User, type UserChange, userSchema } from "@mnx/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import type { TeamPage } from "./team-queries";

const userAnswer = messageEnvelope(z.object({ user: userSchema }));

/** After a change to anyone: the list, the figures, the details and the pickers all read the users. */
const useRefreshTeam = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.users.all });
};

/** POST /users with the form's Idempotency-Key (one per opening): a retried submit adds nobody twice. */
export function useAddUser(idempotencyKey: string) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: async (form: AddUserForm): Promise<User> =>
      (await api.post("/users", form, { idempotencyKey, schema: userAnswer })).data.user,
    onSuccess: refresh,
  });
}

export interface TeamChange {
  id: string;
  change: UserChange;
  /** One per confirmation or role edit: a replay answers the first answer. */
  idempotencyKey: string;
}

/** PATCH /users/{id} with {role} or {status}; leaving ACTIVE ends every session of theirs on the server. */
export function useChangeUser() {
  const client = useQueryClient();
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: async ({ id, change, idempotencyKey }: TeamChange): Promise<User> =>
      (await api.patch(`/users/${id}`, change, { idempotencyKey, schema: userAnswer })).data.user,
    onSuccess: (user) => {
      // The row shows its new role or status at once, not the old one until the list is fetched again.
      client.setQueriesData<TeamPage>({ queryKey: queryKeys.users.lists }, (page) =>
        page ? { ...page, users: page.users.map((row) => (row.id === user.id ? user : row)) } : page,
      );
      void refresh();
    },
  });
}
