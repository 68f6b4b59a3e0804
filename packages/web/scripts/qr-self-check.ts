// The QR encoder's self-check from the command line: `npx tsx packages/web/scripts/qr-self-check.ts`.
import { qrSelfCheck } from "../src/lib/qr/qr-self-check";

const failures = qrSelfCheck();
console.log(failures.length === 0 ? "QR self-check passed" : failures.join("\n"));
process.exitCode = failures.length === 0 ? 0 : 1;
