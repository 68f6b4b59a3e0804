import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { PUSH_ENV, type PushConfig, pushConfig } from "./push-config.js";

/** Calibrated on PGlite: a query at this planner cost takes about a second there (docs/benchmarks.md). */
const DEFAULT_DEV_TOOLS_MAX_QUERY_COST = 50_000;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const LOG_FORMATS = ["json", "pretty"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface PhotoS3Config {
  bucket: string;
  /** The service's address, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000 (no bucket in it). */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address objects as endpoint/bucket/key (most self-hosted services) instead of bucket.endpoint/key. */
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  /**
   * The origin people use, without a trailing slash (sign-in redirects and token issuer use it). Without
   * PUBLIC_URL it is http(s)://localhost:PORT, and in demo mode each request's own origin is used instead
   * when it is one of this server's addresses (`originFromRequest`).
   */
  publicUrl: string;
  /** Demo mode without PUBLIC_URL: sign-in works from any address of this server (modules/auth/request-origin.ts). */
  originFromRequest: boolean;
  /** Serve HTTPS directly with this certificate and key (PEM files); undefined serves plain HTTP. */
  https: { certFile: string; keyFile: string } | undefined;
  dataDir: string;
  /**
   * Where photo files are kept when `photoS3` is not set (their metadata is in the database): PHOTO_DIR, else
   * `${dataDir}/photos`.
   */
  photoDir: string;
  /** An S3-compatible bucket for the photo files instead of the folder (PHOTO_S3_BUCKET and its settings). */
  photoS3: PhotoS3Config | undefined;
  /** PostgreSQL connection string; without it the embedded PGlite database in `${dataDir}/pglite` is used. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL: connections in the pool, the longest a statement may run and a request may wait for one; the
   * searches' own pool and statement timeout (docs/decisions/029-worst-case-lists.md; 0 connections = share
   * the main pool).
   */
  database: {
    /**
     * DATABASE_LISTEN_URL: the LISTEN connections' own address, straight to PostgreSQL when DATABASE_URL is a
     * pooler's (docs/decisions/045); DATABASE_URL when not set.
     */
    listenUrl: string | undefined;
    /**
     * DATABASE_READ_URL: a streaming replica for the reads that may lag a little (lists, stats, reports;
     * docs/decisions/045), skipped when it lags past `readMaxLagMs` or does not answer.
     */
    readUrl: string | undefined;
    readMaxLagMs: number;
    /** DATABASE_POOLER=transaction: DATABASE_URL is PgBouncer in transaction mode (no session settings). */
    pooler: "none" | "transaction";
    poolSize: number;
    statementTimeoutMs: number;
    poolTimeoutMs: number;
    searchPoolSize: number;
    searchStatementTimeoutMs: number;
  };
  logLevel: (typeof LOG_LEVELS)[number];
  /** LOG_FORMAT; undefined lets the logger choose by its output: readable in a terminal, else JSON lines. */
  logFormat: LogFormat | undefined;
  webDist: string;
  /** A real OpenID Connect issuer (Google in production); undefined means demo mode. */
  oidc: OidcConfig | undefined;
  allowedEmailDomains: string[];
  bootstrapAdminEmail: string | undefined;
  bootstrapOrganizationName: string;
  seedDemo: boolean;
  demoMode: boolean;
  /** Behind a reverse proxy: trust X-Forwarded-* so rate limits and logs see the client's address. */
  trustProxy: boolean;
  /**
   * On SIGTERM, how long the server keeps serving while /health answers 503, so a load balancer's health
   * check takes it out of rotation before it stops listening (docs/decisions/045); 0 stops at once.
   */
  shutdownDrainMs: number;
  /** Sign-in calls allowed per minute from one address (429 beyond). */
  authRateLimitPerMinute: number;
  /** Add User calls allowed per hour to one signed-in person (429 beyond; docs/decisions/025). */
  userAddPerHour: number;
  /** Photo upload quotas per person and per organization (modules/photos/photo-quota.ts). */
  photoQuota: PhotoQuotaConfig;
  /** Unattached uploads are removed once this old, by a clean-up every `photoCleanupIntervalMs`. */
  photoUnattachedMaxAgeMs: number;
  photoCleanupIntervalMs: number;
  /**
   * Run the job queue's workers and schedules (notification delivery, the missed-inspection check) in this
   * server process (JOBS_IN_SERVER, default true); false leaves them to `npm run worker` (PostgreSQL only).
   */
  jobsInServer: boolean;
  /**
   * A delivery job taken by a process that died (SIGKILL, a lost machine) is taken again by another within
   * about this many seconds (JOB_RESCUE_SECONDS: the job's expiry, checked every half of it).
   */
  jobRescueSeconds: number;
  /** Web Push: VAPID keys and subject, the push services allowed (src/push-config.ts). */
  push: PushConfig;
  /** Database tools: statement_timeout of each statement they run (PostgreSQL; PGlite cannot interrupt). */
  devToolsQueryTimeoutMs: number;
  /** Email notifications through this SMTP server (SMTP_URL, MAIL_FROM); undefined: no EMAIL channel. */
  mail: MailConfig | undefined;
  /** Database tools: the planner cost (EXPLAIN) above which a query is refused before it runs. */
  devToolsMaxQueryCost: number;
  /** Webhook deliveries (docs/decisions/038). */
  webhooks: WebhookConfig;
}

export interface MailConfig {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://...:465. */
  smtpUrl: string;
  /** The sender: an address, or "Name <address>". */
  from: string;
}

export interface WebhookConfig {
  /**
   * Hosts (as written in a webhook's address, lowercase) exempt from the address checks: loopback, private,
   * link-local and metadata addresses are refused unless listed (WEBHOOK_ALLOWED_HOSTS).
   */
  allowedHosts: string[];
  /** Tries of one delivery before it is failed and its webhook marked failing. */
  attempts: number;
  /** The first retry's delay; each next one doubles. */
  retryDelaySeconds: number;
}

/** One limit for each person and one for their whole organization. */
export interface PerPersonAndOrganization {
  person: number;
  organization: number;
}

export interface PhotoQuotaConfig {
  uploadsPerHour: PerPersonAndOrganization;
  bytesPerDay: PerPersonAndOrganization;
  /** Uploads not attached to any record yet, held at once. */
  unattached: PerPersonAndOrganization;
}

/** packages/web/dist, seen from packages/server/src (tsx, vitest) or packages/server/dist (node). */
const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

const MEGABYTE = 1024 * 1024;
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
/** A whole number of 1 or more from the environment, with its default. */
const count = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1e9).default(fallback));
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());
const flag = z.preprocess(
  blankToUndefined,
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
    .transform((value) => ["true", "1", "yes"].includes(value))
    .optional(),
);

const envSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: z.preprocess(blankToUndefined, z.string().default("0.0.0.0")),
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  ),
  DATA_DIR: optionalText,
  PHOTO_DIR: optionalText,
  PHOTO_S3_BUCKET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens",
      )
      .optional(),
  ),
  PHOTO_S3_ENDPOINT: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  ),
  PHOTO_S3_REGION: optionalText,
  PHOTO_S3_ACCESS_KEY_ID: optionalText,
  PHOTO_S3_SECRET_ACCESS_KEY: optionalText,
  PHOTO_S3_FORCE_PATH_STYLE: flag,
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATABASE_LISTEN_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATABASE_READ_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATABASE_READ_MAX_LAG_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(10_000)),
  DATABASE_POOLER: z.preprocess(blankToUndefined, z.enum(["none", "transaction"]).default("none")),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(LOG_LEVELS).default("info")),
  LOG_FORMAT: z.preprocess(
    blankToUndefined,
    z.enum(LOG_FORMATS, { message: "must be json or pretty" }).optional(),
  ),
  WEB_DIST: optionalText,
  HTTPS_CERT: optionalText,
  HTTPS_KEY: optionalText,
  OIDC_ISSUER: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  ),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  ALLOWED_EMAIL_DOMAINS: optionalText,
  BOOTSTRAP_ADMIN_EMAIL: z.preprocess(
    blankToUndefined,
    z.email({ message: "must be an email address" }).optional(),
  ),
  BOOTSTRAP_ORGANIZATION_NAME: optionalText,
  SEED_DEMO: flag,
  TRUST_PROXY: flag,
  SHUTDOWN_DRAIN_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(60_000).default(0)),
  AUTH_RATE_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(30)),
  USER_ADD_RATE_LIMIT: count(30),
  PHOTO_UPLOADS_PER_HOUR: count(60),
  PHOTO_UPLOADS_PER_HOUR_ORGANIZATION: count(600),
  PHOTO_MB_PER_DAY: count(500),
  PHOTO_MB_PER_DAY_ORGANIZATION: count(5_000),
  PHOTO_UNATTACHED_MAX: count(20),
  PHOTO_UNATTACHED_MAX_ORGANIZATION: count(200),
  PHOTO_UNATTACHED_HOURS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .min(0.01)
      .max(24 * 30)
      .default(24),
  ),
  PHOTO_CLEANUP_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .min(0.01)
      .max(24 * 60)
      .default(15),
  ),
  JOBS_IN_SERVER: flag,
  JOB_RESCUE_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(2).max(3_600).default(60)),
  DATABASE_POOL_SIZE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000).default(10)),
  STATEMENT_TIMEOUT_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(5_000)),
  DATABASE_POOL_TIMEOUT_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(5_000)),
  SEARCH_POOL_SIZE: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1_000).default(3)),
  SEARCH_STATEMENT_TIMEOUT_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(2_000)),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, "must be an smtp:// or smtps:// address, e.g. smtp://user:pass@host:587")
      .optional(),
  ),
  MAIL_FROM: optionalText,
  WEBHOOK_ALLOWED_HOSTS: optionalText,
  DEV_TOOLS_QUERY_TIMEOUT_MS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(100).max(600_000).default(5_000),
  ),
  DEV_TOOLS_MAX_QUERY_COST: z.preprocess(
    blankToUndefined,
    z.coerce.number().min(100).max(1e12).default(DEFAULT_DEV_TOOLS_MAX_QUERY_COST),
  ),
  ...PUSH_ENV,
});

type Env = Record<string, string | undefined>;

/** Reads the environment once at start-up; an invalid or incomplete setting stops the server with its name. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  const oidcSet = oidcParts.filter((part) => part !== undefined).length;
  if (oidcSet !== 0 && oidcSet !== 3) {
    throw new Error(
      "Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (or none of them for demo mode)",
    );
  }
  const oidc =
    e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? {
          issuer: e.OIDC_ISSUER.replace(/\/$/, ""),
          clientId: e.OIDC_CLIENT_ID,
          clientSecret: e.OIDC_CLIENT_SECRET,
        }
      : undefined;
  if ((e.HTTPS_CERT === undefined) !== (e.HTTPS_KEY === undefined)) {
    throw new Error("Invalid configuration:\n  HTTPS_CERT and HTTPS_KEY must be set together (or neither)");
  }
  const https =
    e.HTTPS_CERT && e.HTTPS_KEY
      ? { certFile: resolve(process.cwd(), e.HTTPS_CERT), keyFile: resolve(process.cwd(), e.HTTPS_KEY) }
      : undefined;
  const photoS3 = photoS3Config(e);
  if (photoS3 && e.PHOTO_DIR) {
    throw new Error("Invalid configuration:\n  PHOTO_DIR and PHOTO_S3_BUCKET: set one of them, not both");
  }
  if (e.JOBS_IN_SERVER === false && !e.DATABASE_URL) {
    throw new Error(
      "Invalid configuration:\n  JOBS_IN_SERVER=false needs DATABASE_URL: the embedded database is one process's, so its jobs run in the server",
    );
  }
  if ((e.SMTP_URL === undefined) !== (e.MAIL_FROM === undefined)) {
    throw new Error(
      "Invalid configuration:\n  SMTP_URL and MAIL_FROM must be set together (or neither: no email notifications)",
    );
  }
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `${https ? "https" : "http"}://localhost:${port}`).replace(/\/+$/, "");
  const dataDir = resolve(process.cwd(), e.DATA_DIR ?? ".data");
  return {
    port,
    host: e.HOST,
    publicUrl,
    originFromRequest: !e.PUBLIC_URL && !oidc,
    https,
    dataDir,
    photoDir: e.PHOTO_DIR ? resolve(process.cwd(), e.PHOTO_DIR) : resolve(dataDir, "photos"),
    photoS3,
    databaseUrl: e.DATABASE_URL,
    database: {
      listenUrl: e.DATABASE_LISTEN_URL,
      readUrl: e.DATABASE_READ_URL,
      readMaxLagMs: e.DATABASE_READ_MAX_LAG_MS,
      pooler: e.DATABASE_POOLER,
      poolSize: e.DATABASE_POOL_SIZE,
      statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
      poolTimeoutMs: e.DATABASE_POOL_TIMEOUT_MS,
      searchPoolSize: e.SEARCH_POOL_SIZE,
      searchStatementTimeoutMs: e.SEARCH_STATEMENT_TIMEOUT_MS,
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDist: e.WEB_DIST ? resolve(process.cwd(), e.WEB_DIST) : defaultWebDist,
    oidc,
    allowedEmailDomains: (e.ALLOWED_EMAIL_DOMAINS ?? "")
      .split(",")
      .map((domain) => domain.trim().toLowerCase().replace(/^@/, ""))
      .filter(Boolean),
    bootstrapAdminEmail: e.BOOTSTRAP_ADMIN_EMAIL,
    bootstrapOrganizationName: e.BOOTSTRAP_ORGANIZATION_NAME ?? "My Organization",
    seedDemo: e.SEED_DEMO ?? !oidc,
    demoMode: !oidc,
    trustProxy: e.TRUST_PROXY ?? false,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT,
    userAddPerHour: e.USER_ADD_RATE_LIMIT,
    photoQuota: {
      uploadsPerHour: {
        person: e.PHOTO_UPLOADS_PER_HOUR,
        organization: e.PHOTO_UPLOADS_PER_HOUR_ORGANIZATION,
      },
      bytesPerDay: {
        person: e.PHOTO_MB_PER_DAY * MEGABYTE,
        organization: e.PHOTO_MB_PER_DAY_ORGANIZATION * MEGABYTE,
      },
      unattached: { person: e.PHOTO_UNATTACHED_MAX, organization: e.PHOTO_UNATTACHED_MAX_ORGANIZATION },
    },
    photoUnattachedMaxAgeMs: e.PHOTO_UNATTACHED_HOURS * 3_600_000,
    photoCleanupIntervalMs: e.PHOTO_CLEANUP_MINUTES * 60_000,
    jobsInServer: e.JOBS_IN_SERVER ?? true,
    jobRescueSeconds: e.JOB_RESCUE_SECONDS,
    push: pushConfig(e, publicUrl),
    devToolsQueryTimeoutMs: e.DEV_TOOLS_QUERY_TIMEOUT_MS,
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    webhooks: {
      allowedHosts: (e.WEBHOOK_ALLOWED_HOSTS ?? "")
        .split(",")
        .map((host) =>
          host
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, ""),
        )
        .filter(Boolean),
      // 8 tries over about 40 minutes (10 s, 20 s, 40 s, ... doubling).
      attempts: 8,
      retryDelaySeconds: 10,
    },
    devToolsMaxQueryCost: e.DEV_TOOLS_MAX_QUERY_COST,
  };
}

/**
 * PHOTO_S3_BUCKET turns the bucket on; its keys must come with it, and no other PHOTO_S3_ setting may be set
 * without it. Without PHOTO_S3_ENDPOINT the bucket is on AWS, in PHOTO_S3_REGION (us-east-1 by default).
 */
function photoS3Config(e: z.infer<typeof envSchema>): PhotoS3Config | undefined {
  const { PHOTO_S3_BUCKET: bucket, PHOTO_S3_ACCESS_KEY_ID: accessKeyId } = e;
  const secretAccessKey = e.PHOTO_S3_SECRET_ACCESS_KEY;
  if (!bucket) {
    const stray = Object.entries(e).filter(
      ([name, value]) => name.startsWith("PHOTO_S3_") && value !== undefined,
    );
    if (stray.length === 0) return undefined;
    throw new Error(
      `Invalid configuration:\n  ${stray.map(([name]) => name).join(", ")} need PHOTO_S3_BUCKET (or remove them to keep photos in PHOTO_DIR)`,
    );
  }
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(
      "Invalid configuration:\n  PHOTO_S3_BUCKET needs PHOTO_S3_ACCESS_KEY_ID and PHOTO_S3_SECRET_ACCESS_KEY",
    );
  }
  const region = e.PHOTO_S3_REGION ?? "us-east-1";
  return {
    bucket,
    endpoint: (e.PHOTO_S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ""),
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: e.PHOTO_S3_FORCE_PATH_STYLE ?? false,
  };
}
