import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  appUrl: string;
  smtpUrl: string | undefined;
  /** Mail goes to DATA_DIR/outbox (no SMTP_URL): allowed in production only when asked for (MAIL_OUTBOX=1). */
  mailOutbox: boolean;
  mailFrom: string;
  contactEmail: string;
  adminEmails: string[];
  signupLimitPerHour: number;
  bcryptCost: number;
  /** Express's `trust proxy`: off, the number of proxies in front, or their addresses and subnets. */
  trustProxy: false | number | string[];
  logLevel: string;
  /** Shared rate-limit counters (docs/decisions/117-shared-limits.md); unset: in memory, one process. */
  redisUrl: string | undefined;
  redisPrefix: string;
  redisFailOpenSeconds: number;
  /** GET /metrics answers only a request bearing this token; unset: no metrics at all. */
  metricsToken: string | undefined;
  /** Worker processes (node:cluster); more than one needs PostgreSQL. */
  webConcurrency: number;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

function intFrom(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a subnet in CIDR form, or one of Express's names for a range. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY says which X-Forwarded-For entries to believe (docs/decisions/110-trust-proxy.md).
 * `true` believed them all, so a client chose its own address and every per-address limit was void:
 * it is refused. A number counts the proxies in front; a list names their addresses or subnets.
 */
function trustProxyFrom(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe every X-Forwarded-For address a client sends, so rate limits could be ' +
        'dodged. Set the number of proxies in front of the app (TRUST_PROXY=1 for one reverse proxy) or their ' +
        'addresses or subnets (TRUST_PROXY=loopback, 10.0.0.0/8).',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must count at most 10 proxies (got "${raw}")`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxies or addresses/subnets such as loopback or 10.0.0.0/8 (not understood: ${bad.join(', ')})`,
    );
  }
  return entries;
}

/** The JWT secret is generated once into DATA_DIR so sessions survive restarts without set-up. */
function jwtSecretFrom(env: Env, dataDir: string, isProduction: boolean): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return env.JWT_SECRET;
  }
  if (isProduction) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = intFrom(env, 'PORT', 5000, 0, 65535);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const smtpUrl = env.SMTP_URL || undefined;
  const mailOutbox = !smtpUrl;
  // Production without SMTP would put live sign-in links into files (docs/decisions/115-production-mail.md).
  if (nodeEnv === 'production' && mailOutbox && !/^(1|true)$/.test(env.MAIL_OUTBOX ?? '')) {
    throw new ConfigError(
      'SMTP_URL is required when NODE_ENV=production (or set MAIL_OUTBOX=1 to write mails to DATA_DIR/outbox on purpose)',
    );
  }
  const webConcurrency = intFrom(env, 'WEB_CONCURRENCY', 1, 1, 64);
  if (webConcurrency > 1 && !databaseUrl) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${webConcurrency} needs PostgreSQL (DATABASE_URL): the embedded database runs in one process`,
    );
  }
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  const appUrl = (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(appUrl)) throw new ConfigError('APP_URL must start with http:// or https://');

  return {
    env: nodeEnv,
    port,
    databaseUrl,
    dataDir,
    jwtSecret: jwtSecretFrom(env, dataDir, nodeEnv === 'production'),
    appUrl,
    smtpUrl,
    mailOutbox,
    mailFrom: env.MAIL_FROM || 'Three Act <no-reply@localhost>',
    contactEmail: env.CONTACT_EMAIL || 'privacy@example.org',
    adminEmails: (env.ADMIN_EMAILS || '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    signupLimitPerHour: intFrom(env, 'SIGNUP_LIMIT_PER_HOUR', 20, 1, 1_000_000),
    bcryptCost: intFrom(env, 'BCRYPT_COST', 12, 4, 15),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    redisUrl,
    redisPrefix: env.REDIS_PREFIX || 'three-act:',
    redisFailOpenSeconds: intFrom(env, 'REDIS_FAIL_OPEN_SECONDS', 60, 0, 86_400),
    metricsToken,
    webConcurrency,
  };
}
