import { apiErrorSchema } from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import { serverVersion } from "../../version.js";

const DATABASE_TIMEOUT_MS = 5_000;

const healthSchema = z.object({
  success: z.literal(true),
  data: z.object({
    status: z.literal("ok"),
    database: z.enum(["pglite", "postgres"]),
    databaseResponds: z.literal(true),
    responseTimeMs: z.number(),
    version: z.string(),
    /** The read replica (DATABASE_READ_URL): used, lagging past its limit, or not answering (then skipped). */
    replica: z.object({ status: z.enum(["ok", "lagging", "down"]), lagMs: z.number().nullable() }).optional(),
  }),
});

async function databaseResponds(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  const ping = db.one<{ ok: number }>("SELECT 1 AS ok").then(
    (row) => row?.ok === 1,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/v1/health: no sign-in; 503 when the database does not answer within 5 s, or while the server drains
 * before it stops (a load balancer's check then takes it out of rotation; docs/decisions/045).
 */
export const healthModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      schema: {
        tags: ["system"],
        summary: "Liveness and database check",
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async () => {
      if (app.lifecycle.draining) {
        throw new AppError("SERVER_DRAINING", "The server is shutting down.", 503);
      }
      const started = performance.now();
      if (!(await databaseResponds(app.db))) {
        throw new AppError("DATABASE_UNAVAILABLE", "The database is not responding.", 503);
      }
      return {
        success: true as const,
        data: {
          status: "ok" as const,
          database: app.db.kind,
          databaseResponds: true as const,
          responseTimeMs: Math.round((performance.now() - started) * 10) / 10,
          version: serverVersion,
          ...(app.readReplicaState() ? { replica: app.readReplicaState() } : {}),
        },
      };
    },
  );
};
