// Runs the built server for the browser tests on a fresh embedded database folder, and removes that folder
// once the server has stopped, so every run starts clean and leaves nothing behind.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");
const main = fileURLToPath(new URL("../../packages/server/dist/main.js", import.meta.url));
const server = spawn(process.execPath, [main], { stdio: "inherit", env: process.env });

const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
