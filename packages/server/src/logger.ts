import type { FastifyReply, FastifyRequest } from "fastify";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { PinoPretty } from "pino-pretty";
import type { Config, LogFormat } from "./config.js";

/** Query parameters that carry secrets (sign-in codes, state, tokens) are masked in every logged URL. */
const SECRET_PARAMS = /([?&](?:code|state|token|access_token|refresh_token|id_token)=)[^&#]*/gi;

export function maskUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}

type LoggerConfig = Pick<Config, "logLevel"> & Partial<Pick<Config, "logFormat">>;

/**
 * LOG_FORMAT when set; otherwise readable lines when a person watches (standard output is a terminal) and JSON
 * lines, one object each, for a service, a container or CI. A given destination (tests) is not a terminal.
 */
export function logFormat(config: LoggerConfig, destination?: DestinationStream): LogFormat {
  return config.logFormat ?? (!destination && process.stdout.isTTY ? "pretty" : "json");
}

/**
 * One line per entry, for a person: "12:04:31 INFO: GET /api/v1/health (req-1)". Fastify's request pair is
 * shortened to the method and address, then the status and time; other fields follow on the same line.
 */
function prettyStream(destination: DestinationStream | undefined): DestinationStream {
  return PinoPretty({
    destination: destination ?? 1,
    // In process and synchronous: the start banner printed after the last log line stays after it.
    sync: true,
    colorize: destination ? false : undefined,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId,req,res,responseTime",
    singleLine: true,
    messageFormat: (log, messageKey) => {
      const req = log.req as { method?: string; url?: string } | undefined;
      const res = log.res as { statusCode?: number } | undefined;
      const id = log.reqId ? ` (${log.reqId})` : "";
      if (req?.method) return `${req.method} ${req.url}${id}`;
      if (res?.statusCode && typeof log.responseTime === "number")
        return `${res.statusCode} in ${log.responseTime.toFixed(1)} ms${id}`;
      return `${log[messageKey] ?? ""}${id}`;
    },
  });
}

/**
 * The server's logger (JSON lines, or readable lines, see logFormat). In both formats it never logs
 * Authorization or Cookie headers, Set-Cookie, tokens in bodies, or secret query parameters: redaction and the
 * serializers run before either format is written.
 */
export function createLogger(config: LoggerConfig, destination?: DestinationStream): Logger {
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
  };
  if (logFormat(config, destination) === "pretty") return pino(options, prettyStream(destination));
  return destination ? pino(options, destination) : pino(options);
}
