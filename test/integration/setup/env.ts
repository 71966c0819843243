import fs from 'node:fs';
import { STATE_FILE } from './ports';

// Each test worker talks to the emulators the global setup started.
Object.assign(process.env, JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as Record<string, string>, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'SILENT' });
