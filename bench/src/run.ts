// Benchmarks of the built server on loopback (run `npm run build` first). Reports figures; asserts nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { devToolsFigures } from "./dev-tools.js";
import { load } from "./load.js";
import { startServer } from "./server-process.js";
import { demoAccessToken } from "./sign-in.js";

const port = Number(process.env.BENCH_PORT ?? 3200);
const dataDir = join(mkdtempSync(join(tmpdir(), "mnx-bench-")), "data");
const report: Record<string, unknown> = {};

try {
  const first = await startServer(port, dataDir);
  report.firstStartMs = Math.round(first.startMs);
  report.firstStartRssMb = Math.round(first.rssMb());
  await first.stop();

  const server = await startServer(port, dataDir);
  report.reopenStartMs = Math.round(server.startMs);
  report.idleRssMb = Math.round(server.rssMb());
  const token = await demoAccessToken(server.url, "fleet.manager@summitridge.example");
  const auth = { authorization: `Bearer ${token}` };
  report.health = await load(`${server.url}/api/v1/health`, {}, 2000, 8);
  report.equipmentStats = await load(`${server.url}/api/v1/equipment/stats`, auth, 2000, 8);
  report.workOrderStats = await load(`${server.url}/api/v1/work-orders/stats`, auth, 2000, 8);
  report.userList = await load(`${server.url}/api/v1/users?limit=50`, auth, 1000, 8);
  const workOrders = `${server.url}/api/v1/work-orders`;
  report.workOrderPage = await load(`${workOrders}?limit=20`, auth, 1000, 8);
  report.workOrderPageFiltered = await load(
    `${workOrders}?status=PENDING,ASSIGNED,IN_PROGRESS&priority=CRITICAL,HIGH&search=hydraulic&limit=20`,
    auth,
    1000,
    8,
  );
  const mechanic = await demoAccessToken(server.url, "mechanic@summitridge.example");
  report.mechanicQueue = await load(
    `${workOrders}?status=active&sortBy=priority&sortOrder=desc&limit=100`,
    { authorization: `Bearer ${mechanic}` },
    1000,
    8,
  );
  report.loadedRssMb = Math.round(server.rssMb());
  report.devTools = await devToolsFigures(server.url);
  await server.stop();
} finally {
  rmSync(join(dataDir, ".."), { recursive: true, force: true });
}

console.log(JSON.stringify(report, null, 2));
