import { describe, expect, it } from "vitest";
import type { PhotoS3Config } from "../../src/config.js";
import { s3ObjectUrl } from "../../src/modules/photos/s3-photo-storage.js";

const settings = (endpoint: string, forcePathStyle: boolean): PhotoS3Config => ({
  bucket: "fleet-photos",
  endpoint,
  region: "eu-west-1",
  accessKeyId: "id",
  secretAccessKey: "secret",
  forcePathStyle,
});

describe("s3ObjectUrl", () => {
  it("addresses the bucket as a host name by default (AWS), or in the path with PHOTO_S3_FORCE_PATH_STYLE", () => {
    expect(s3ObjectUrl(settings("https://s3.eu-west-1.amazonaws.com", false), "org/photo")).toBe(
      "https://fleet-photos.s3.eu-west-1.amazonaws.com/org/photo",
    );
    expect(s3ObjectUrl(settings("http://minio:9000", true), "org/photo")).toBe(
      "http://minio:9000/fleet-photos/org/photo",
    );
    // A service behind a path prefix keeps it.
    expect(s3ObjectUrl(settings("https://storage.example.com/s3/", true), "org/photo")).toBe(
      "https://storage.example.com/s3/fleet-photos/org/photo",
    );
  });
});
