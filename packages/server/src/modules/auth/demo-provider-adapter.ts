import type { Adapter, AdapterConstructor, AdapterPayload } from "oidc-provider";
import type { Database } from "../../db/database.js";

/**
 * oidc-provider's storage for the demo identity provider, in the database instead of its in-memory default, so
 * an interaction begun on one server is found by another (docs/decisions/019). One table for every model
 * (Interaction, Session, Grant, AuthorizationCode...), keyed (model, id). The provider checks expiry itself;
 * expired rows are also skipped here and deleted now and then.
 */
const PURGE_EVERY_MS = 10 * 60_000;

interface RecordRow {
  payload: AdapterPayload;
  consumed: number | null;
}

export function databaseAdapter(db: Database): AdapterConstructor {
  let purgedAt = 0;
  const purgeNowAndThen = () => {
    if (Date.now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = Date.now();
    db.query("DELETE FROM oidc_provider_records WHERE expires_at < now()").catch(() => {
      // Expired rows are never answered; the next purge takes them.
    });
  };

  const findWhere = async (column: "id" | "uid" | "user_code", model: string, value: string) => {
    const row = await db.one<RecordRow>(
      `SELECT payload, extract(epoch FROM consumed_at)::integer AS consumed FROM oidc_provider_records
       WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
      [model, value],
    );
    if (!row) return undefined;
    return row.consumed === null ? row.payload : { ...row.payload, consumed: row.consumed };
  };

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      purgeNowAndThen();
      await db.query(
        `INSERT INTO oidc_provider_records (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6,
                 CASE WHEN $7::integer IS NULL THEN NULL ELSE now() + $7::integer * interval '1 second' END)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          typeof expiresIn === "number" ? Math.ceil(expiresIn) : null,
        ],
      );
    }

    find(id: string) {
      return findWhere("id", this.model, id);
    }

    findByUid(uid: string) {
      return findWhere("uid", this.model, uid);
    }

    findByUserCode(userCode: string) {
      return findWhere("user_code", this.model, userCode);
    }

    async consume(id: string): Promise<void> {
      await db.query("UPDATE oidc_provider_records SET consumed_at = now() WHERE model = $1 AND id = $2", [
        this.model,
        id,
      ]);
    }

    async destroy(id: string): Promise<void> {
      await db.query("DELETE FROM oidc_provider_records WHERE model = $1 AND id = $2", [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query("DELETE FROM oidc_provider_records WHERE grant_id = $1", [grantId]);
    }
  };
}
