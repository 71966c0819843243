import fs from 'node:fs';
import { E2E_DATA_DIR } from '../../playwright.config';

/** The e2e run's local stack kept its data in a temporary folder; remove it. */
export default function globalTeardown() {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
}
