import { createRequire } from "node:module";
import type { FastifyReply, FastifyRequest } from "fastify";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import type { Config } from "./config.js";

/** Query parameters that carry secrets (sign-in codes, state, tokens) are masked in every logged URL. */
const SECRET_PARAMS = /([?&](?:code|state|token|access_token|refresh_token|id_token)=)[^&#]*/gi;

export function maskUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}

function prettyAvailable() {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}

/**
 * The server's logger: JSON lines (pretty in an interactive terminal when pino-pretty is installed). Never logs
 * Authorization or Cookie headers, Set-Cookie, or secret query parameters.
 */
export function createLogger(config: Pick<Config, "logLevel">, destination?: DestinationStream): Logger {
  const pretty =
    !destination && process.stdout.isTTY && process.env.NODE_ENV !== "production" && prettyAvailable();
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "res.headers['set-cookie']",
        "headers.authorization",
        "headers.cookie",
        "*.refreshToken",
        "*.accessToken",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskUrl(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: pino.stdSerializers.err,
    },
    ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
