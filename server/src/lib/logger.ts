import pino from 'pino';

/** Secrets that may appear in request logs are replaced before anything is written. */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-auth-token"]',
        'res.headers["set-cookie"]',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;
