/** Read notifications are kept this long (unread ones twice as long). */
export const NOTIFICATION_KEEP_SECONDS = 90 * 24 * 3600;
