// temporary: compression cost of API answers
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { startServer } from "./server-process.js";
import { demoSession } from "./sign-in.js";

const server = await startServer(3254, join(mkdtempSync(join(tmpdir(), "mnx-json-")), "data"));
try {
  const s = await demoSession(server.url, "shop.foreman@summitridge.example");
  for (const path of [
    "/api/v1/work-orders?status=active&sortBy=priority&sortOrder=desc&limit=100",
    "/api/v1/work-orders?status=PENDING&limit=100",
    "/api/v1/equipment?status=IN_SERVICE&page=1&limit=24",
    "/api/v1/work-orders/stats",
  ]) {
    const body = Buffer.from(
      await (
        await fetch(server.url + path, { headers: { authorization: `Bearer ${s.accessToken}` } })
      ).arrayBuffer(),
    );
    const time = (f: () => Buffer) => {
      const t = performance.now();
      let out = f();
      for (let i = 0; i < 9; i++) out = f();
      return [out.length, ((performance.now() - t) / 10).toFixed(2)];
    };
    console.log(
      path.slice(0, 60),
      body.length,
      "gz1",
      time(() => gzipSync(body, { level: 1 })),
      "gz6",
      time(() => gzipSync(body, { level: 6 })),
      "br4",
      time(() => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })),
      "br5",
      time(() => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
    );
  }
} finally {
  await server.stop();
}
