import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AwsClient } from "aws4fetch";
import S3rver from "s3rver";
import type { PhotoS3Config } from "../../src/config.js";

export interface TestBucket {
  /** The settings that point the app at this bucket (as PHOTO_S3_* would). */
  settings: PhotoS3Config;
  /** The object stored under `key`, read straight from the S3 server; undefined when there is none. */
  object(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free port of 127.0.0.1, its objects in a new temporary folder, with
 * one empty bucket. s3rver checks the access key but not the SigV4 signature itself.
 */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), "mnx-test-s3-"));
  const bucket = "mnx-photos";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: PhotoS3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    // s3rver's built-in account.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const client = new AwsClient({ ...settings, service: "s3" });
  return {
    settings,
    async object(key) {
      const response = await client.fetch(`${settings.endpoint}/${bucket}/${key}`);
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`s3rver answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
