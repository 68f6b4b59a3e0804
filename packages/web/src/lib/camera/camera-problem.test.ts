import { SCAN_MESSAGES } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import { cameraProblem } from "./camera-problem";

describe("why the camera could not be opened", () => {
  it.each([
    ["NotAllowedError", SCAN_MESSAGES.denied],
    ["SecurityError", SCAN_MESSAGES.denied],
    ["NotFoundError", SCAN_MESSAGES.noCamera],
    ["OverconstrainedError", SCAN_MESSAGES.noCamera],
    ["NotReadableError", SCAN_MESSAGES.cameraBusy],
    ["AbortError", SCAN_MESSAGES.cameraBusy],
    ["TypeError", SCAN_MESSAGES.cameraFailed],
  ])("%s: says what to do, and that the code can be typed", (name, message) => {
    expect(cameraProblem(new DOMException("refused", name))).toBe(message);
    expect(message.toLowerCase()).toContain("type the code printed on the label");
  });

  it("is the general message for anything that is not an error", () => {
    expect(cameraProblem("no")).toBe(SCAN_MESSAGES.cameraFailed);
  });
});
