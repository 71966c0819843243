import '../../../scripts/local/quiet';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalStack } from '../../../scripts/local/stack';
import { STATE_FILE, TEST_PORTS } from './ports';

/** Starts the real emulators once for the whole integration run, in a fresh data folder. */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-integration-'));
  const stack = await startLocalStack({ dataDir, ports: TEST_PORTS, gateway: false });
  (globalThis as Record<string, unknown>).__koboStack = { stop: stack.stop, dataDir };
  fs.writeFileSync(STATE_FILE, JSON.stringify(stack.env));
}
