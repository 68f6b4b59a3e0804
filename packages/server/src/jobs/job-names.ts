/** The queues of the job queue (src/jobs/job-queue.ts): who sends to them and who works them. */
export const JOBS = {
  /** Tell the people an event concerns (sent with the event, in its transaction; modules/notifications). */
  deliverEvent: "deliver-event",
  /** One person's notification held by their quiet hours, sent again when they end. */
  deliverHeld: "deliver-held",
  /** Record the daily inspections of earlier days that were not submitted (every 15 minutes). */
  checkMissedInspections: "check-missed-inspections",
  /** Record the machines whose maintenance falls due (every hour). */
  checkMaintenanceDue: "check-maintenance-due",
  /** Send one Web Push message to one device (sent by the push channel with each notification). */
  sendPush: "send-push",
  /** Remove the push subscriptions of devices signed out or whose session ended (every night). */
  purgePushSubscriptions: "purge-push-subscriptions",
  /** Remove events past the live screens' catch-up and read notifications past their keeping. */
  purgeEvents: "purge-events",
  /** Mail one notification (the EMAIL channel, docs/decisions/037). */
  sendEmail: "send-email",
  /** Mail one person's daily digest. */
  sendEmailDigest: "send-email-digest",
  /** Find the people whose digest hour it is (every hour). */
  queueEmailDigests: "queue-email-digests",
  /** Write the webhook deliveries of new events, one job per recorded batch (docs/decisions/038). */
  webhookFanOut: "webhook-fan-out",
  /** Send one webhook delivery (retried with backoff). */
  webhookDeliver: "webhook-deliver",
  /** Remove webhook deliveries past their keeping. */
  purgeWebhookDeliveries: "purge-webhook-deliveries",
  /** Send a poll job for each telematics connection whose time has come (every minute; docs/decisions/044). */
  scheduleTelematicsPolls: "schedule-telematics-polls",
  /** Poll one telematics connection's AEMP 2.0 snapshot (scheduled, or 'Poll now'). */
  pollTelematics: "poll-telematics",
} as const;
