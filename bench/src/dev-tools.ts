import { demoAccessToken } from "./sign-in.js";

interface QueryFigure {
  ms: number;
  status: number;
  code?: string;
  estimatedCost?: number;
  rows?: number;
}

/**
 * The database tools' query on the server's engine: how long typical and heavy queries take, what the cost
 * limit refuses, and how long /api/v1/health waits while the heaviest allowed query runs (PGlite runs every
 * statement on the server's one thread; docs/decisions/015-developer-tools.md).
 */
export async function devToolsFigures(baseUrl: string): Promise<Record<string, unknown>> {
  const token = await demoAccessToken(baseUrl, "super.admin@summitridge.example");
  const query = async (sql: string): Promise<QueryFigure> => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/dev/database`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ action: "safe-query", query: sql }),
    });
    const body = (await response.json()) as {
      code?: string;
      data?: { estimatedCost: number; rowCount: number };
    };
    return {
      ms: Number((performance.now() - started).toFixed(1)),
      status: response.status,
      ...(body.code ? { code: body.code } : {}),
      ...(body.data ? { estimatedCost: body.data.estimatedCost, rows: body.data.rowCount } : {}),
    };
  };
  const heavySql = "SELECT count(*) FROM work_orders a, work_orders b, equipment c";
  const figures: Record<string, unknown> = {
    firstQueryAnalyzes: await query("SELECT 1"),
    latestWorkOrders: await query(
      "SELECT id, title, status FROM work_orders ORDER BY created_at DESC LIMIT 20",
    ),
    millionRowsCapped: await query(
      "SELECT a.id, b.id AS b, c.id AS c FROM work_orders a, work_orders b, work_orders c",
    ),
    heaviestAllowed: await query(heavySql),
    refusedTripleCount: await query("SELECT count(*) FROM work_orders a, work_orders b, work_orders c"),
  };
  let done = false;
  const heavy = query(heavySql).finally(() => {
    done = true;
  });
  const waits: number[] = [];
  while (!done) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/v1/health`).then((response) => response.arrayBuffer());
    waits.push(performance.now() - started);
  }
  await heavy;
  waits.sort((a, b) => a - b);
  figures.healthWhileHeaviestRuns = {
    calls: waits.length,
    maxMs: Number((waits.at(-1) ?? 0).toFixed(1)),
    p50Ms: Number((waits[Math.floor(waits.length / 2)] ?? 0).toFixed(1)),
  };
  return figures;
}
