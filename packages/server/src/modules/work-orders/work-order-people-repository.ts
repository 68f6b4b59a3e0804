import type { Role } from "@mnx/domain";
import type { Database } from "../../db/database.js";

export interface PersonRow {
  id: string;
  role: Role;
  first_name: string;
  last_name: string;
}

/** The ACTIVE users of the organization among `ids`. */
export function findActivePeople(db: Database, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as PersonRow[]);
  return db.query<PersonRow>(
    `SELECT id, role, first_name, last_name FROM users
     WHERE organization_id = $1 AND id = ANY($2::uuid[]) AND status = 'ACTIVE'`,
    [organizationId, [...new Set(ids)]],
  );
}
