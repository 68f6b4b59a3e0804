import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { loadConfig } from "../../src/config.js";
import { DEFAULT_PUSH_SERVICE_HOSTS, pushEndpointAllowed } from "../../src/push-config.js";

describe("Web Push settings (docs/decisions/039-web-push.md)", () => {
  it("defaults: keys from the database, the browsers' push services over https, a subject from the address", () => {
    const { push } = loadConfig({});
    expect(push).toEqual({
      vapidKeys: undefined,
      subject: "mailto:admin@localhost",
      serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS,
      allowHttp: false,
    });
    expect(loadConfig({ PUBLIC_URL: "https://fleet.example.com" }).push.subject).toBe(
      "https://fleet.example.com",
    );
  });

  it("takes a key pair, a subject and the hosts allowed; refuses half a pair or keys of the wrong size", () => {
    const keys = webpush.generateVAPIDKeys();
    const { push } = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "mailto:fleet@example.com",
      PUSH_SERVICE_HOSTS: "push.example.com, *.push.example.net",
      PUSH_ALLOW_HTTP: "true",
    });
    expect(push).toEqual({
      vapidKeys: keys,
      subject: "mailto:fleet@example.com",
      serviceHosts: ["push.example.com", "*.push.example.net"],
      allowHttp: true,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/set together/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY: must be a base64url P-256 public key of 65 bytes/);
    expect(() => loadConfig({ VAPID_SUBJECT: "fleet@example.com" })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ PUSH_SERVICE_HOSTS: "none" }).push.serviceHosts).toEqual([]);
  });

  it("sends only to an allowed host, over https unless http is allowed, without credentials in the address", () => {
    const push = loadConfig({}).push;
    expect(pushEndpointAllowed(push, "https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(pushEndpointAllowed(push, "https://updates.push.services.mozilla.com/wpush/v2/x")).toBe(true);
    expect(pushEndpointAllowed(push, "https://wns2-bn3p.notify.windows.com/w/?token=x")).toBe(true);
    expect(pushEndpointAllowed(push, "https://web.push.apple.com/QGx")).toBe(true);
    for (const refused of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.attacker.example/x",
      "https://notify.windows.com.attacker.example/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://127.0.0.1/x",
      "https://169.254.169.254/latest",
      "not an address",
    ]) {
      expect(pushEndpointAllowed(push, refused), refused).toBe(false);
    }
    const local = { ...push, serviceHosts: ["127.0.0.1"], allowHttp: true };
    expect(pushEndpointAllowed(local, "http://127.0.0.1:4000/push/x")).toBe(true);
  });
});
