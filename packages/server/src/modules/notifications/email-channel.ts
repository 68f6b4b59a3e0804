import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { JOBS } from "../../jobs/job-names.js";
import { sendJobs } from "../../jobs/job-queue.js";
import { insertEmailMessages } from "./email-repository.js";
import type { NewNotification } from "./notification-repository.js";

/**
 * Email (docs/decisions/037), when SMTP_URL and MAIL_FROM are set: the messages are written in the delivery's
 * transaction, once per event and person, with a send job for each one to mail at once; a digest message
 * waits for the person's daily digest. The SMTP server is called only by those jobs, after the commit, so an
 * unreachable one never slows or fails a change (its jobs retry with backoff).
 */
export const emailChannel = {
  name: "EMAIL" as const,
  available: (_db: Database, config: Config) => config.mail !== undefined,
  async deliver(tx: Database, notifications: readonly NewNotification[]): Promise<void> {
    const written = await insertEmailMessages(tx, notifications);
    await sendJobs(
      tx,
      written
        .filter((message) => !message.digest)
        .map((message) => ({ name: JOBS.sendEmail, data: { messageId: message.id } })),
    );
  },
};
