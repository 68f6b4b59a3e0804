import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { globalPlugin } from "./global-plugin.js";

/** Smaller answers gain nothing worth the work (headers alone are a few hundred bytes). */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Brotli at quality 4: a 120 KB list of 100 work orders becomes 12 KB in about a millisecond of a worker
 * thread (quality 11, the static files' level, takes hundreds). gzip level 5 for clients without brotli.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 5;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one). */
export function answerEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader("vary") ?? "");
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) {
    reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
}

async function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload; // streams: files, photos
  if (!String(reply.getHeader("content-type") ?? "").startsWith("application/json")) return payload;
  if (reply.hasHeader("content-encoding")) return payload;
  addVary(reply);
  const body = typeof payload === "string" ? Buffer.from(payload) : payload;
  if (body.length < COMPRESS_MIN_BYTES) return payload;
  const encoding = answerEncoding(request.headers["accept-encoding"]);
  if (!encoding) return payload;
  const compressed =
    encoding === "br"
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzipAsync(body, { level: GZIP_LEVEL });
  reply.header("content-encoding", encoding);
  reply.removeHeader("content-length");
  return compressed;
}

/**
 * The API's JSON answers, compressed for the clients that accept it (issue 25: a shop foreman's dashboard read
 * about 200 KB of uncompressed JSON on its first visit, a second of a phone's slow 4G). Runs after every other
 * onSend hook (registered last of the cross-cutting plugins): the idempotency store keeps the plain answer, and
 * a replayed answer is compressed like a first one. Files are sent pre-compressed by the static plugin; streams
 * (photos) are left alone.
 */
export const compressionPlugin = globalPlugin("compression", async (app: FastifyInstance) => {
  app.addHook("onSend", compressAnswer);
});
