import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The e2e run starts its own `npm start` on its own ports with a fresh data folder. */
/** E2E_PORT_OFFSET moves every port at once, so two runs can share a machine. */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E = {
  app: Number(process.env.E2E_PORT ?? 3200 + offset),
  dynamodb: 8200 + offset,
  cognito: 9200 + offset,
  cognitoProxy: 9201 + offset,
  s3: 4200 + offset,
  ses: 8201 + offset,
  paystack: 8202 + offset,
  kms: 8203 + offset,
};
/** The run's ports as the local stack's variables name them (scripts/local/ports.ts): for npm start, and for scripts run against it. */
export const E2E_PORT_ENV = {
  PORT: String(E2E.app),
  DYNAMODB_PORT: String(E2E.dynamodb),
  COGNITO_PORT: String(E2E.cognito),
  COGNITO_PROXY_PORT: String(E2E.cognitoProxy),
  S3_PORT: String(E2E.s3),
  SES_PORT: String(E2E.ses),
  PAYSTACK_PORT: String(E2E.paystack),
  KMS_PORT: String(E2E.kms),
};
// Exported for the global teardown, which removes it after the run.
export const E2E_DATA_DIR = path.join(os.tmpdir(), `kobo-e2e-${process.pid}`);
const dataDir = E2E_DATA_DIR;
/**
 * Chromium's old headless shell (Debian's chromium-headless-shell) when it is there: no
 * browser UI behind the page, so the same run takes less of this 2-core machine than the
 * full browser's headless mode (the held-back walk and a customer journey: 140 s against
 * 164 s, run back to back). CHROMIUM_PATH picks another; the Lighthouse bench keeps the full
 * browser, whose figures are the ones a phone's Chrome would give.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_ARGS = ['--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: CHROMIUM_ARGS,
};
/**
 * The full browser, for a test about what only it has: the headless shell shows no PDF (it has
 * no viewer), so printing an invoice from its PDF is tested in the browser users print from
 * (`test.use({ launchOptions: FULL_CHROMIUM })`).
 */
export const FULL_CHROMIUM = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'test/e2e',
  // A journey through several pages takes up to about a minute with two workers on this 2-core machine
  // (the navigation walk and a quote's life about 50-55 s): 90 s leaves room without hiding a hang.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers share the one local stack: every test signs up its own user and company, and
  // reads the local mailbox only for its own unique address or subject. On this 2-core machine
  // the tier took 15.1 min with one worker and 12.3 min with two, run back to back (--workers=1 for one).
  workers: 2,
  retries: 0,
  reporter: [['list']],
  globalTeardown: './test/e2e/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${E2E.app}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', grepInvert: /@mobile-only/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
    { name: 'mobile', grepInvert: /@desktop-only/, use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: true, launchOptions: chromium } },
  ],
  webServer: {
    command: 'npx tsx scripts/dev.ts',
    url: `http://localhost:${E2E.app}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { KOBO_DATA_DIR: dataDir, ...E2E_PORT_ENV },
  },
});
