import nodemailer, { type Transporter } from "nodemailer";
import type { MailConfig } from "../../config.js";
import type { Mail } from "./email-message.js";

/** One transport per SMTP address, made on first use (a connection per message: no pool to close). */
const transports = new Map<string, Transporter>();

function transportFor(config: MailConfig): Transporter {
  let transport = transports.get(config.smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: config.smtpUrl,
      // A server that does not answer fails the job (retried with backoff) instead of holding its worker.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(config.smtpUrl, transport);
  }
  return transport;
}

/** Sends one email through the SMTP server (throws when it refuses or cannot be reached: the job retries). */
export async function sendMail(config: MailConfig, to: string, mail: Mail): Promise<void> {
  await transportFor(config).sendMail({ from: config.from, to, ...mail });
}
