import type { Role } from "@mnx/domain";
import { expect } from "vitest";
import type { Call } from "../work-orders/fixtures.js";
import { eventually } from "./live-stream.js";

export interface NotificationJson {
  id: string;
  kind: string;
  title: string;
  body: string;
  subjectId: string;
  link: string;
  critical: boolean;
  readAt: string | null;
}

/** The person's notifications about one subject (the run's database holds other tests' too). */
export async function notificationsAbout(
  call: Call,
  who: Role | string,
  subjectId: string,
): Promise<NotificationJson[]> {
  const response = await call(who, "GET", "/api/v1/notifications?limit=100");
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.notifications as NotificationJson[]).filter((n) => n.subjectId === subjectId);
}

/** Waits until the person is told of `kind` about the subject (delivery runs in the job queue, after the commit). */
export const told = (call: Call, who: Role | string, subjectId: string, kind: string) =>
  eventually(
    () => notificationsAbout(call, who, subjectId),
    (list) => list.some((n) => n.kind === kind),
  );
