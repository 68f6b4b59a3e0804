import type { FastifyInstance } from "fastify";
import { notificationJobs } from "../modules/notifications/notification-service.js";
import { telematicsJobs } from "../modules/telematics/telematics-service.js";
import { webhookJobs } from "../modules/webhooks/webhook-service.js";
import { globalPlugin } from "../plugins/global-plugin.js";
import { JobQueue } from "./job-queue.js";

declare module "fastify" {
  interface FastifyInstance {
    jobQueue: JobQueue;
  }
}

/**
 * The app's job queue (src/jobs/job-queue.ts): started when the app is ready, stopped when it closes. Its
 * workers and schedules run in this process unless JOBS_IN_SERVER=false (then `npm run worker` runs them,
 * src/worker.ts); this process still sends jobs either way.
 */
export const jobsPlugin = globalPlugin("jobs", async (app: FastifyInstance) => {
  const jobs = [
    ...notificationJobs(app.db, app.config),
    ...webhookJobs(app.db, app.config),
    ...telematicsJobs(app.db, app.config),
  ];
  const queue = new JobQueue(app.db, jobs, {
    work: app.config.jobsInServer,
    rescueSeconds: app.config.jobRescueSeconds,
    onError: (error) => app.log.warn({ err: error }, "job queue error"),
  });
  app.decorate("jobQueue", queue);
  app.addHook("onReady", async () => queue.start());
  app.addHook("onClose", async () => queue.stop());
});
