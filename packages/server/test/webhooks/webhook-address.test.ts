import { isWebhookUrl } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import { addressRefusal } from "../../src/modules/webhooks/webhook-address.js";

describe("webhook addresses refused (SSRF, docs/decisions/038)", () => {
  it.each([
    ["127.0.0.1", "a loopback address"],
    ["127.255.1.2", "a loopback address"],
    ["::1", "a loopback address"],
    ["::ffff:127.0.0.1", "a loopback address"],
    ["::ffff:7f00:1", "a loopback address"],
    ["169.254.169.254", "a cloud metadata address"],
    ["fd00:ec2::254", "a cloud metadata address"],
    ["169.254.10.1", "a link-local address"],
    ["fe80::1", "a link-local address"],
    ["fe80::1%eth0", "a link-local address"],
    ["10.1.2.3", "a private address"],
    ["172.16.0.1", "a private address"],
    ["172.31.255.255", "a private address"],
    ["192.168.1.1", "a private address"],
    ["100.64.0.1", "a private address"],
    ["::ffff:10.0.0.1", "a private address"],
    ["fc00::1", "a unique-local address"],
    ["fd12:3456::1", "a unique-local address"],
    ["0.0.0.0", "an address no host has"],
    ["::", "an address no host has"],
    ["224.0.0.1", "an address no host has"],
    ["255.255.255.255", "an address no host has"],
  ])("%s is %s", (address, reason) => {
    expect(addressRefusal(address)).toBe(reason);
  });

  it.each(["93.184.215.14", "8.8.8.8", "172.32.0.1", "203.0.113.10", "2606:4700::1111", "::ffff:8.8.8.8"])(
    "%s may be sent to",
    (address) => {
      expect(addressRefusal(address)).toBeUndefined();
    },
  );
});

describe("webhook addresses the form takes", () => {
  it.each([
    ["https://hooks.example.com/mnx", true],
    ["http://203.0.113.10:8080/a?b=c#d", true],
    ["https://[2001:db8::1]/hook", true],
    ["https://user:pass@hooks.example.com/", true],
    ["ftp://hooks.example.com/", false],
    ["https:///no-host", false],
    ["hooks.example.com/mnx", false],
    ["https://hooks example.com/", false],
  ])("%s: %s", (url, ok) => {
    expect(isWebhookUrl(url)).toBe(ok);
  });
});
