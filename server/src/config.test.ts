import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));

describe('loadConfig', () => {
  it('has working defaults and generates one JWT secret that survives a restart', () => {
    const DATA_DIR = dataDir();
    const config = loadConfig({ DATA_DIR });
    expect(config).toMatchObject({
      port: 5000,
      appUrl: 'http://localhost:5000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Three Act <no-reply@localhost>',
      contactEmail: 'privacy@example.org',
      adminEmails: [],
      signupLimitPerHour: 20,
      bcryptCost: 12,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR }).jwtSecret).toBe(config.jwtSecret);
  });

  it('parses lists and numbers', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      ADMIN_EMAILS: ' A@x.org, b@y.org ,',
      SIGNUP_LIMIT_PER_HOUR: '3',
    });
    expect(config.appUrl).toBe('http://localhost:8080');
    expect(config.adminEmails).toEqual(['a@x.org', 'b@y.org']);
    expect(config.signupLimitPerHour).toBe(3);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number'],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }, 'JWT_SECRET is required when NODE_ENV=production'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }, 'SMTP_URL is required when NODE_ENV=production'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), MAIL_OUTBOX: 'no' }, 'SMTP_URL is required'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ BCRYPT_COST: '2' }, 'BCRYPT_COST must be a whole number from 4 to 15'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('runs production on the outbox only when MAIL_OUTBOX asks for it', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...production, MAIL_OUTBOX: '1' }).mailOutbox).toBe(true);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://127.0.0.1:2525' }).mailOutbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir() }).mailOutbox).toBe(true);
  });

  describe('TRUST_PROXY (docs/decisions/110-trust-proxy.md)', () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy;

    it('is off by default and takes a number of proxies or their addresses and subnets', () => {
      expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
      expect(trust('false')).toBe(false);
      expect(trust('1')).toBe(1);
      expect(trust('2')).toBe(2);
      expect(trust('loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.7')).toEqual([
        'loopback',
        '10.0.0.0/8',
        '2001:db8::/32',
        '192.0.2.7',
      ]);
    });

    it('refuses true, which lets a client choose its own address, with a message that says what to set', () => {
      expect(() => trust('true')).toThrow(ConfigError);
      expect(() => trust('true')).toThrow(/TRUST_PROXY=1 for one reverse proxy/);
    });

    it.each(['yes', '10.0.0.0/33', '300.1.1.1', 'loopback, *', '11'])('refuses "%s"', (value) => {
      expect(() => trust(value)).toThrow(ConfigError);
    });
  });
});
