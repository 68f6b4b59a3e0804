import type { PersonRef, Role, UserHistoryEntry, UserHistoryEvent, UserStatus } from "@mnx/domain";
import type { Database } from "../../db/database.js";

export interface UserHistoryLine {
  organizationId: string;
  userId: string;
  event: UserHistoryEvent;
  fromRole?: Role | null;
  toRole?: Role | null;
  fromStatus?: UserStatus | null;
  toStatus?: UserStatus | null;
  /** Null for the bootstrap sign-in (and the seed). */
  changedById: string | null;
}

/** Writes one line, inside the transaction of the change it records. */
export async function insertUserHistory(tx: Database, line: UserHistoryLine): Promise<void> {
  await tx.query(
    `INSERT INTO user_history
       (organization_id, user_id, event, from_role, to_role, from_status, to_status, changed_by_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, clock_timestamp())`,
    [
      line.organizationId,
      line.userId,
      line.event,
      line.fromRole ?? null,
      line.toRole ?? null,
      line.fromStatus ?? null,
      line.toStatus ?? null,
      line.changedById,
    ],
  );
}

interface HistoryRow {
  id: string;
  event: UserHistoryEvent;
  from_role: Role | null;
  to_role: Role | null;
  from_status: UserStatus | null;
  to_status: UserStatus | null;
  changed_by: PersonRef | null;
  created_at: Date;
}

/** A user's history, oldest first, with who made each change. */
export async function listUserHistory(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<UserHistoryEntry[]> {
  const rows = await db.query<HistoryRow>(
    `SELECT h.id, h.event, h.from_role, h.to_role, h.from_status, h.to_status, h.created_at,
            CASE WHEN b.id IS NULL THEN NULL
                 ELSE json_build_object('id', b.id, 'firstName', b.first_name, 'lastName', b.last_name) END
              AS changed_by
     FROM user_history h LEFT JOIN users b ON b.id = h.changed_by_id
     WHERE h.user_id = $1 AND h.organization_id = $2
     ORDER BY h.created_at, h.id`,
    [userId, organizationId],
  );
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    fromRole: row.from_role,
    toRole: row.to_role,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    changedBy: row.changed_by,
    createdAt: row.created_at.toISOString(),
  }));
}
