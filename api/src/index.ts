// Public surface of the api package (for tooling such as devstack or e2e that embeds the app).
export { createApp, type App, type CreateAppOptions } from './app';
export { ConfigError, loadConfig, type AppConfig } from './config/config';
export { createLogger, type Logger } from './logging/logger';
export { bootstrap, startJobWorker, type Runtime } from './runtime/bootstrap.service';
