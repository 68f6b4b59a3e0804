import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { logFormat } from "../../src/logger.js";

const stdoutIsTTY = process.stdout.isTTY;
const watched = (isTTY: boolean) => {
  process.stdout.isTTY = isTTY;
};

describe("the log format", () => {
  afterEach(() => {
    process.stdout.isTTY = stdoutIsTTY;
  });

  it("is readable when a person watches the terminal, JSON lines otherwise", () => {
    watched(true);
    expect(logFormat({ logLevel: "info" })).toBe("pretty");
    watched(false);
    expect(logFormat({ logLevel: "info" })).toBe("json");
  });

  it("follows LOG_FORMAT whatever the output is", () => {
    watched(true);
    expect(logFormat({ logLevel: "info", logFormat: "json" })).toBe("json");
    watched(false);
    expect(logFormat({ logLevel: "info", logFormat: "pretty" })).toBe("pretty");
  });

  it("writes JSON to a given stream unless asked otherwise", () => {
    watched(true);
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    expect(logFormat({ logLevel: "info" }, sink)).toBe("json");
    expect(logFormat({ logLevel: "info", logFormat: "pretty" }, sink)).toBe("pretty");
  });
});
