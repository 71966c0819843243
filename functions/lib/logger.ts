import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger for every function. */
export const logger = new Logger({
  serviceName: 'kobo-api',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});
