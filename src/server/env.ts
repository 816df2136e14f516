import { z } from 'zod';

/**
 * How many reverse proxies in front append to X-Forwarded-For: `false` (none, the socket's address is the client),
 * `true` (one), or a count. The client is that many entries from the right (lib/client-address.ts).
 */
const proxyHops = z
  .string()
  .regex(/^(true|false|[0-9])$/, 'must be true, false or a number of proxies (0-9)')
  .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)));
const origin = z.url().transform((value) => new URL(value).origin);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: origin.optional(),
  HOST: z.union([z.ipv4(), z.ipv6(), z.literal('localhost')]).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(memory:\/\/|postgres(ql)?:\/\/)/, 'must start with memory:// or postgres://')
    .optional(),
  /**
   * The embedded database on a thread of its own, off the request thread: more throughput under load for
   * ~18 MB more memory (docs/decisions/089-embedded-database-on-its-own-thread.md). Ignored with PostgreSQL.
   */
  EMBEDDED_DATABASE_THREAD: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The AUTH_SECRET before a rotation: stream secrets sealed under it still open (docs/decisions/049). */
  AUTH_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * URL pulls may reach private, loopback and link-local addresses (the SSRF guard is lifted): only for a
   * trusted network or tests (docs/decisions/054-url-pull-streams.md).
   */
  STREAMS_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Tessera <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  EMAIL_CONFIRMATION: z.enum(['on', 'off']).default('off'),
  BILLING_PORTAL_URL: z.url().optional(),
  HERO_VIDEO_URL: z.url().optional(),
  TRUST_PROXY: proxyHops.default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DRAIN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(5),
  DRAIN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.union([z.ipv4(), z.ipv6(), z.literal('localhost')]).default('127.0.0.1'),
});

/** Every variable the server reads (`.env.example` lists exactly these). */
export const envVariableNames = Object.keys(envSchema.shape);

export type Env = Omit<z.infer<typeof envSchema>, 'APP_URL' | 'HOST'> & { APP_URL: string; HOST: string };

export class EnvError extends Error {}

/**
 * Whether an address is one of ADMIN_EMAILS (held lower-case): the one test of the list, for the grant once an
 * address is proven and for the admin pages' "managed by configuration" (docs/decisions/012).
 */
export const isAdminEmail = (adminEmails: readonly string[], email: string): boolean =>
  adminEmails.includes(email.toLowerCase());

/** Reads and checks the runtime configuration; empty values count as unset. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new EnvError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const env = result.data;
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  // While the app is only meant for this machine, it listens only on this machine (the dev outbox is there).
  const host = env.HOST ?? (isLocalOrigin(appUrl) ? '127.0.0.1' : '0.0.0.0');
  return { ...env, APP_URL: appUrl, HOST: host };
}

export function isLocalOrigin(appUrl: string): boolean {
  const { hostname } = new URL(appUrl);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
