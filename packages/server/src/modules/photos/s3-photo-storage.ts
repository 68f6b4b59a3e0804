import { Readable } from "node:stream";
import type { ReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";
import type { PhotoS3Config } from "../../config.js";
import type { PhotoStorage } from "./photo-storage.js";

/**
 * Photo files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), keyed `{organizationId}/{id}` like the
 * folder's paths: plain PUT, GET and DELETE signed with AWS Signature V4 (aws4fetch), so every server of a
 * deployment reads the same files. An upload is one PUT of the whole file, which S3 stores whole or not at all.
 */
/** An object's address: endpoint/bucket/key with path style, else bucket.endpoint/key (virtual-hosted). */
export function s3ObjectUrl(settings: PhotoS3Config, key: string): string {
  const endpoint = new URL(settings.endpoint);
  const base = endpoint.pathname.replace(/\/$/, "");
  const path = key.split("/").map(encodeURIComponent).join("/");
  return settings.forcePathStyle
    ? `${endpoint.origin}${base}/${settings.bucket}/${path}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${base}/${path}`;
}

export function s3PhotoStorage(settings: PhotoS3Config): PhotoStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
    // A 5xx or 429 is tried again at most 3 times (under a second in all), not aws4fetch's 10 (up to ~50 s):
    // a phone's upload or an image should fail soon rather than hang.
    retries: 3,
  });
  const urlOf = (organizationId: string, id: string) => s3ObjectUrl(settings, `${organizationId}/${id}`);
  const call = async (method: string, url: string, init: RequestInit = {}) => {
    const response = await client.fetch(url, { ...init, method });
    if (!response.ok && !(method === "DELETE" && response.status === 404)) {
      const detail = (await response.text()).slice(0, 300);
      throw new Error(`Photo storage: ${method} ${url} answered ${response.status} ${detail}`);
    }
    return response;
  };
  return {
    async save(organizationId, id, bytes) {
      const response = await call("PUT", urlOf(organizationId, id), { body: bytes });
      await response.body?.cancel();
    },
    async open(organizationId, id) {
      const response = await call("GET", urlOf(organizationId, id));
      if (!response.body) throw new Error(`Photo storage: GET ${organizationId}/${id} answered no body`);
      return Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
    },
    async remove(organizationId, id) {
      const response = await call("DELETE", urlOf(organizationId, id));
      await response.body?.cancel();
    },
  };
}
