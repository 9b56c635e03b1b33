import { pino, type Logger } from 'pino';
import type { LogLevel } from '../config/config';

export type { Logger };

/** Header and body fields that must never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
];

/** One JSON logger per process; requests get child loggers from pino-http. */
export function createLogger(options: { level: LogLevel; name?: string }): Logger {
  return pino({
    name: options.name ?? 'api',
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  });
}
