import { EMAIL_DIGEST_HOUR } from "@mnx/domain";
import type { Config, MailConfig } from "../../config.js";
import type { Database } from "../../db/database.js";
import { JOBS } from "../../jobs/job-names.js";
import { type JobDefinition, sendJobs } from "../../jobs/job-queue.js";
import { digestMail, notificationMail } from "./email-message.js";
import { findDigest, findDigestsDue, findUnsentMessage, markSent } from "./email-repository.js";
import { sendMail } from "./mailer.js";

/** The most notifications one digest lists (the rest come in the next one). */
const DIGEST_LIMIT = 100;

/**
 * Mails each message once it is taken: a message mailed already (a job run again) is skipped. A message
 * that fails leaves the others mailed and fails the batch, which is retried (only the unsent go again).
 * Between the SMTP server's acceptance and the write of sent_at a crash would mail it twice: accepted.
 */
export async function sendEmails(db: Database, mail: MailConfig, origin: string, ids: readonly string[]) {
  const failures: unknown[] = [];
  for (const id of ids) {
    const message = await findUnsentMessage(db, id);
    if (!message) continue;
    try {
      await sendMail(mail, message.email, notificationMail(message, origin, message.locale));
      await markSent(db, [id]);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}

/** Mails one person's digest of waiting messages (nothing waiting: nothing sent). */
export async function sendDigest(db: Database, mail: MailConfig, origin: string, userId: string) {
  const digest = await findDigest(db, userId, DIGEST_LIMIT);
  if (!digest || digest.messages.length === 0) return;
  await sendMail(mail, digest.email, digestMail(digest.messages, origin, digest.locale));
  await markSent(
    db,
    digest.messages.map((message) => message.id),
  );
}

/** Sends a digest job for each person whose digest hour it is at `now` (the hourly schedule). */
export async function queueDigests(db: Database, now: Date): Promise<number> {
  const due = await findDigestsDue(db, now, EMAIL_DIGEST_HOUR);
  await db.transaction((tx) =>
    sendJobs(
      tx,
      due.map((person) => ({ name: JOBS.sendEmailDigest, data: { userId: person.user_id } })),
    ),
  );
  return due.length;
}

/** The email channel's jobs (none work without SMTP configured: a message waits until it is). */
export function emailJobs(db: Database, config: Config): JobDefinition<never>[] {
  const origin = config.publicUrl;
  const withMail = (run: (mail: MailConfig) => Promise<void>) => async () => {
    if (!config.mail) throw new Error("SMTP_URL is not set on this process");
    await run(config.mail);
  };
  // 8 tries over about 40 minutes (10 s, 20 s, 40 s, ... doubling).
  const retries = { retryLimit: 8, retryDelaySeconds: 10, retryBackoff: true };
  const each: JobDefinition<{ messageId: string }> = {
    name: JOBS.sendEmail,
    settings: retries,
    batchSize: 10,
    handle: (jobs) =>
      withMail((mail) =>
        sendEmails(
          db,
          mail,
          origin,
          jobs.map((job) => job.data.messageId),
        ),
      )(),
  };
  const digest: JobDefinition<{ userId: string }> = {
    name: JOBS.sendEmailDigest,
    settings: retries,
    handle: (jobs) =>
      withMail(async (mail) => {
        for (const job of jobs) await sendDigest(db, mail, origin, job.data.userId);
      })(),
  };
  const schedule: JobDefinition<object> = {
    name: JOBS.queueEmailDigests,
    settings: { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 300 },
    cron: "0 * * * *",
    handle: async () => {
      if (config.mail) await queueDigests(db, new Date());
    },
  };
  return [each, digest, schedule] as JobDefinition<never>[];
}
