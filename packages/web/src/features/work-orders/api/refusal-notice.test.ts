import { describe, expect, it } from "vitest";
import type { RefusedWrite } from "../../../lib/waiting-writes";
import { refusalNotice } from "./refusal-notice";

// The texts are Lingui messages: English, the source, as the app shows it before another language loads.

const ID = "6f1c2b1e-8f61-4c3e-9a57-2d0c7f1a9b10";

const refusal = (
  path: string,
  status: number,
  code: string,
  method: "POST" | "PATCH" = "PATCH",
): RefusedWrite => ({
  write: { method, path, body: {}, idempotencyKey: "key" },
  savedAt: 0,
  refusedAt: 1,
  status,
  code,
  message: "The server's own message.",
});

describe("refusalNotice", () => {
  it("says what someone else did to the work order once the card shows it, and what to do", () => {
    const start = refusal(`/work-orders/${ID}/start`, 409, "NOT_ASSIGNED_STATUS");
    expect(refusalNotice(start, "IN_PROGRESS")).toEqual({
      title: "Not sent: this work order was already started by someone else.",
      advice: "Reload to see it, and make your change again if it still applies.",
    });
    expect(refusalNotice(start, "CANCELLED").title).toBe(
      "Not sent: this work order was already cancelled by someone else.",
    );
  });

  it("does not guess from a card still showing the status the change started from", () => {
    const start = refusal(`/work-orders/${ID}/start`, 409, "NOT_ASSIGNED_STATUS");
    expect(refusalNotice(start, "ASSIGNED").title).toBe(
      "Not sent: someone else changed this work order first.",
    );
    const change = refusal(`/work-orders/${ID}`, 409, "INVALID_STATUS_TRANSITION");
    expect(refusalNotice(change, "COMPLETED").title).toBe(
      "Not sent: someone else changed this work order first.",
    );
  });

  it("words a missing work order, a lost permission, a bad value and no answer", () => {
    expect(refusalNotice(refusal(`/work-orders/${ID}/complete`, 404, "NOT_FOUND")).title).toBe(
      "Not sent: this work order no longer exists, or is no longer yours.",
    );
    expect(refusalNotice(refusal(`/work-orders/${ID}/assign`, 403, "INSUFFICIENT_PERMISSIONS")).title).toBe(
      "Not sent: you may no longer make this change.",
    );
    expect(refusalNotice(refusal(`/work-orders/${ID}`, 400, "VALIDATION_ERROR")).title).toBe(
      "Not sent: The server's own message.",
    );
    expect(refusalNotice(refusal(`/work-orders/${ID}`, 0, "NETWORK_ERROR")).advice).toMatch(
      /Make the change again/,
    );
  });

  it("says a refused new work order or issue report created nothing", () => {
    const created = refusalNotice(refusal("/work-orders", 400, "INVALID_EQUIPMENT", "POST"));
    expect(created.title).toBe("Not sent: this work order was refused. The server's own message.");
    expect(created.advice).toBe("Nothing was created. Create it again if it is still needed.");
    const reported = refusalNotice(refusal("/work-orders/escalate", 404, "NOT_FOUND", "POST"));
    expect(reported.advice).toBe("Nothing was created. Report it again if it is still needed.");
  });
});
