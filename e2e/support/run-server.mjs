// Runs the built server for the browser tests on a fresh embedded database folder, and removes that folder
// once the server has stopped, so every run starts clean and leaves nothing behind.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");
// The mail server SMTP_URL names: takes each message and keeps none (the server tests read mail).
const smtpPort = Number(new URL(process.env.SMTP_URL ?? "smtp://127.0.0.1:0").port);
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("end", () => callback());
    stream.resume();
  },
});
if (smtpPort) smtp.listen(smtpPort, "127.0.0.1");

// The webhook receiver the browser tests register (WEBHOOK_ALLOWED_HOSTS=127.0.0.1): answers 204 to each POST.
const hookPort = Number(process.env.E2E_HOOK_PORT ?? 0);
const hooks = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    response.statusCode = 204;
    response.end();
  });
});
if (hookPort) hooks.listen(hookPort, "127.0.0.1");

const main = fileURLToPath(new URL("../../packages/server/dist/main.js", import.meta.url));
const server = spawn(process.execPath, [main], { stdio: "inherit", env: process.env });

const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  smtp.close();
  hooks.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
