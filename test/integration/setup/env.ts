import fs from 'node:fs';
import { CHECK_RESPONSES_ENV } from '../../../functions/lib/config';
import { STATE_FILE } from './ports';

// Each test worker talks to the emulators the global setup started, and checks every answer
// against its route's answer schema (a 500 the teardown reports when one drifts).
Object.assign(process.env, JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as Record<string, string>, {
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'SILENT',
  [CHECK_RESPONSES_ENV]: '1',
});
