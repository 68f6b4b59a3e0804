import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";

describe("loadConfig", () => {
  it("has working defaults: demo mode with demo data on port 3000", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      publicUrl: "http://localhost:3000",
      databaseUrl: undefined,
      logLevel: "info",
      logFormat: undefined,
      oidc: undefined,
      allowedEmailDomains: [],
      seedDemo: true,
      demoMode: true,
      originFromRequest: true,
      https: undefined,
      authRateLimitPerMinute: 30,
    });
    expect(config.dataDir).toBe(`${process.cwd()}/.data`);
    expect(config.photoDir).toBe(`${process.cwd()}/.data/photos`);
    expect(loadConfig({ DATA_DIR: "/srv/mnx" }).photoDir).toBe("/srv/mnx/photos");
    expect(loadConfig({ PHOTO_DIR: "/mnt/shared/photos" }).photoDir).toBe("/mnt/shared/photos");
    expect(config.webDist.replaceAll("\\", "/")).toMatch(/packages\/web\/dist$/);
  });

  it("reads a production environment", () => {
    const config = loadConfig({
      PORT: "8080",
      PUBLIC_URL: "https://fleet.example.com/",
      DATABASE_URL: "postgres://app@db:5432/mnx",
      OIDC_ISSUER: "https://accounts.google.com",
      OIDC_CLIENT_ID: "client",
      OIDC_CLIENT_SECRET: "secret",
      ALLOWED_EMAIL_DOMAINS: "Example.com, @contractor.example",
      BOOTSTRAP_ADMIN_EMAIL: "boss@example.com",
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: "https://fleet.example.com",
      databaseUrl: "postgres://app@db:5432/mnx",
      oidc: { issuer: "https://accounts.google.com", clientId: "client", clientSecret: "secret" },
      allowedEmailDomains: ["example.com", "contractor.example"],
      bootstrapAdminEmail: "boss@example.com",
      seedDemo: false,
      demoMode: false,
      originFromRequest: false,
    });
    expect(loadConfig({ SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(loadConfig({ LOG_FORMAT: "json" }).logFormat).toBe("json");
    expect(loadConfig({ LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(loadConfig({ AUTH_RATE_LIMIT: "120" }).authRateLimitPerMinute).toBe(120);
  });

  it("stops with a clear message on a bad or partial setting", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ OIDC_ISSUER: "https://accounts.google.com" })).toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together/,
    );
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT: must be json or pretty/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT: "0" })).toThrow(/AUTH_RATE_LIMIT/);
    expect(() => loadConfig({ HTTPS_CERT: "cert.pem" })).toThrow(
      /HTTPS_CERT and HTTPS_KEY must be set together/,
    );
  });

  it("runs the job queue in the server unless JOBS_IN_SERVER=false, which needs PostgreSQL", () => {
    expect(loadConfig({}).jobsInServer).toBe(true);
    const url = "postgres://mnx@db:5432/mnx";
    expect(loadConfig({ DATABASE_URL: url, JOBS_IN_SERVER: "false" }).jobsInServer).toBe(false);
    expect(() => loadConfig({ JOBS_IN_SERVER: "false" })).toThrow(/JOBS_IN_SERVER=false needs DATABASE_URL/);
    expect(() => loadConfig({ JOBS_IN_SERVER: "sometimes" })).toThrow(
      /JOBS_IN_SERVER: must be true or false/,
    );
  });

  it("sends email notifications with SMTP_URL and MAIL_FROM together, none without", () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(
      loadConfig({ SMTP_URL: "smtp://mailer:secret@mail.example:587", MAIL_FROM: "Shop <shop@example.com>" })
        .mail,
    ).toEqual({ smtpUrl: "smtp://mailer:secret@mail.example:587", from: "Shop <shop@example.com>" });
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example" })).toThrow(
      /SMTP_URL and MAIL_FROM must be set together/,
    );
    expect(() => loadConfig({ SMTP_URL: "http://mail.example", MAIL_FROM: "a@b.example" })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/,
    );
  });

  it("lets webhooks reach the hosts of WEBHOOK_ALLOWED_HOSTS only, none by default", () => {
    expect(loadConfig({}).webhooks.allowedHosts).toEqual([]);
    expect(
      loadConfig({ WEBHOOK_ALLOWED_HOSTS: " 127.0.0.1, Hooks.Internal ,[::1]" }).webhooks.allowedHosts,
    ).toEqual(["127.0.0.1", "hooks.internal", "::1"]);
  });

  it("uses each request's own address only in demo mode without PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "http://192.168.1.20:3000" }).originFromRequest).toBe(false);
    const google = {
      OIDC_ISSUER: "https://accounts.google.com",
      OIDC_CLIENT_ID: "client",
      OIDC_CLIENT_SECRET: "secret",
    };
    expect(loadConfig(google)).toMatchObject({
      originFromRequest: false,
      publicUrl: "http://localhost:3000",
    });
  });

  it("serves HTTPS with HTTPS_CERT and HTTPS_KEY, and says so in the default address", () => {
    const config = loadConfig({ HTTPS_CERT: "certs/cert.pem", HTTPS_KEY: "/etc/mnx/key.pem", PORT: "3443" });
    expect(config.https).toEqual({
      certFile: `${process.cwd()}/certs/cert.pem`,
      keyFile: "/etc/mnx/key.pem",
    });
    expect(config.publicUrl).toBe("https://localhost:3443");
  });

  it("keeps photos in an S3-compatible bucket with PHOTO_S3_BUCKET and its keys, in the folder without", () => {
    expect(loadConfig({}).photoS3).toBeUndefined();
    const keys = { PHOTO_S3_ACCESS_KEY_ID: "AKIAEXAMPLE", PHOTO_S3_SECRET_ACCESS_KEY: "secret" };
    expect(loadConfig({ PHOTO_S3_BUCKET: "fleet-photos", ...keys }).photoS3).toEqual({
      bucket: "fleet-photos",
      endpoint: "https://s3.us-east-1.amazonaws.com",
      region: "us-east-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    const minio = loadConfig({
      PHOTO_S3_BUCKET: "photos",
      PHOTO_S3_ENDPOINT: "http://minio:9000/",
      PHOTO_S3_REGION: "eu-central-1",
      PHOTO_S3_FORCE_PATH_STYLE: "true",
      ...keys,
    });
    expect(minio.photoS3).toMatchObject({
      endpoint: "http://minio:9000",
      region: "eu-central-1",
      forcePathStyle: true,
    });
    expect(
      loadConfig({ PHOTO_S3_BUCKET: "photos", PHOTO_S3_REGION: "eu-west-3", ...keys }).photoS3?.endpoint,
    ).toBe("https://s3.eu-west-3.amazonaws.com");
  });

  it("stops with a clear message on an incomplete or contradictory photo bucket", () => {
    expect(() => loadConfig({ PHOTO_S3_BUCKET: "photos" })).toThrow(
      /PHOTO_S3_BUCKET needs PHOTO_S3_ACCESS_KEY_ID and PHOTO_S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ PHOTO_S3_BUCKET: "photos", PHOTO_S3_ACCESS_KEY_ID: "id" })).toThrow(
      /PHOTO_S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ PHOTO_S3_ENDPOINT: "http://minio:9000", PHOTO_S3_REGION: "x" })).toThrow(
      /PHOTO_S3_ENDPOINT, PHOTO_S3_REGION need PHOTO_S3_BUCKET/,
    );
    const keys = { PHOTO_S3_ACCESS_KEY_ID: "id", PHOTO_S3_SECRET_ACCESS_KEY: "secret" };
    expect(() => loadConfig({ PHOTO_S3_BUCKET: "Fleet_Photos", ...keys })).toThrow(
      /PHOTO_S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ PHOTO_S3_BUCKET: "photos", PHOTO_S3_ENDPOINT: "minio:9000", ...keys })).toThrow(
      /PHOTO_S3_ENDPOINT: must be an http\(s\) URL/,
    );
    expect(() =>
      loadConfig({ PHOTO_S3_BUCKET: "photos", PHOTO_S3_FORCE_PATH_STYLE: "maybe", ...keys }),
    ).toThrow(/PHOTO_S3_FORCE_PATH_STYLE: must be true or false/);
    expect(() => loadConfig({ PHOTO_S3_BUCKET: "photos", PHOTO_DIR: "/srv/photos", ...keys })).toThrow(
      /PHOTO_DIR and PHOTO_S3_BUCKET: set one of them, not both/,
    );
  });
});
