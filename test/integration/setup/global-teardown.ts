import fs from 'node:fs';
import { STATE_FILE } from './ports';

/** Stops the emulators, then fails the run if any request in it was answered with a 5xx. */
export default async function globalTeardown() {
  const state = (globalThis as Record<string, unknown>).__koboStack as { stop: () => Promise<void>; dataDir: string; serverErrors: string } | undefined;
  await state?.stop();
  const errors = state && fs.existsSync(state.serverErrors) ? fs.readFileSync(state.serverErrors, 'utf8').trim() : '';
  if (state) fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
  if (errors) throw new Error(`The integration run answered these requests with a server error (5xx):\n${errors}`);
}
