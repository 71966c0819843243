import '../../../scripts/local/quiet';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ERROR_LOG_ENV } from '../../../scripts/local/gateway';
import { startLocalStack } from '../../../scripts/local/stack';
import { STATE_FILE, TEST_PORTS } from './ports';

/** Starts the real emulators once for the whole integration run, in a fresh data folder. */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-integration-'));
  const stack = await startLocalStack({ dataDir, ports: TEST_PORTS, gateway: false });
  // Every gateway of the run (one per test file) records its 5xx answers here; the teardown fails the run on any.
  const serverErrors = path.join(dataDir, 'server-errors.jsonl');
  (globalThis as Record<string, unknown>).__koboStack = { stop: stack.stop, dataDir, serverErrors };
  fs.writeFileSync(STATE_FILE, JSON.stringify({ ...stack.env, [SERVER_ERROR_LOG_ENV]: serverErrors }));
}
