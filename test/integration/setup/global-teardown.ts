import fs from 'node:fs';
import { STATE_FILE } from './ports';

export default async function globalTeardown() {
  const state = (globalThis as Record<string, unknown>).__koboStack as { stop: () => Promise<void>; dataDir: string } | undefined;
  await state?.stop();
  if (state) fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
}
