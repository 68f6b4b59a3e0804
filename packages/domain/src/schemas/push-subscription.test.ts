import { describe, expect, it } from "vitest";
import { base64UrlBytes, pushSubscriptionSchema } from "./push-subscription.js";

const p256dh = `B${"A".repeat(86)}`; // 87 characters: 65 bytes
const auth = "AAAAAAAAAAAAAAAAAAAAAA"; // 22 characters: 16 bytes
const valid = { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh, auth } };

describe("a browser's push subscription", () => {
  it("counts base64url bytes, and refuses other alphabets", () => {
    expect(base64UrlBytes(p256dh)).toBe(65);
    expect(base64UrlBytes(auth)).toBe(16);
    expect(base64UrlBytes(`${auth}==`)).toBe(16);
    expect(base64UrlBytes("ab+/")).toBe(-1);
    expect(base64UrlBytes("A")).toBe(-1);
  });

  it("takes what PushSubscription.toJSON() gives", () => {
    expect(pushSubscriptionSchema.safeParse({ ...valid, expirationTime: null }).success).toBe(true);
  });

  it.each([
    ["no keys", { endpoint: valid.endpoint }],
    ["an endpoint that is no address", { ...valid, endpoint: "not a url" }],
    ["an endpoint of another scheme", { ...valid, endpoint: "ftp://push.example/x" }],
    ["a short public key", { ...valid, keys: { p256dh: p256dh.slice(0, 40), auth } }],
    ["a compressed public key", { ...valid, keys: { p256dh: `A${p256dh.slice(1)}`, auth } }],
    ["an auth secret of 12 bytes", { ...valid, keys: { p256dh, auth: "AAAAAAAAAAAAAAAA" } }],
    ["an auth secret in base64 with +", { ...valid, keys: { p256dh, auth: "AAAAAAAAAAAAAAAAAAAA+A" } }],
  ])("refuses %s", (_name, body) => {
    expect(pushSubscriptionSchema.safeParse(body).success).toBe(false);
  });
});
