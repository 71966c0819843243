/**
 * npm run screenshots: the pictures in README.md, taken from the running app so
 * they show what the app shows today. Starts the local stack as `npm start`
 * does, on its own ports and a fresh data folder (so it runs beside an
 * `npm start` or an e2e run), seeds the demo company (`npm run seed`), signs
 * in as the e2e fixtures do (the tokens Cognito gives for the password, kept
 * where Amplify keeps a session) and writes docs/images/{dashboard,invoice}-{375,1440}.png,
 * each one viewport in Chromium.
 *
 * SCREENSHOTS_PORT_OFFSET moves every port (default: the e2e ports + 90);
 * CHROMIUM_PATH points at another Chromium.
 */
import './local/quiet';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { chromium, type Page } from '@playwright/test';

const offset = Number(process.env.SCREENSHOTS_PORT_OFFSET ?? 90);
const ports = { app: 3200 + offset, dynamodb: 8200 + offset, cognito: 9200 + offset, cognitoProxy: 9201 + offset, s3: 4200 + offset, ses: 8201 + offset, paystack: 8202 + offset, kms: 8203 + offset };
const appUrl = `http://localhost:${ports.app}`;
const demo = { email: 'demo@kobo.local', password: 'Demo-Passw0rd!' };
const outDir = path.resolve(__dirname, '..', 'docs', 'images');
/** The same flags the e2e tier launches Chromium with (playwright.config.ts). */
const chromiumArgs = ['--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const widths = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

const log = (line: string) => process.stdout.write(`${line}\n`);

function run(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  // Its own process group, so stopping it stops the emulators it started.
  return spawn(process.execPath, [require.resolve('tsx/cli'), script], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
}

function finished(child: ChildProcess, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}`))));
  });
}

async function waitFor(url: string, child: ChildProcess, ms = 180_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the local stack stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer in ${ms / 1000} s`);
}

async function tokens() {
  const config = (await (await fetch(`${appUrl}/config.json`)).json()) as { userPoolClientId: string };
  const client = new CognitoIdentityProviderClient({ endpoint: `http://127.0.0.1:${ports.cognito}`, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const auth = await client.send(
    new InitiateAuthCommand({ ClientId: config.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: demo.email, PASSWORD: demo.password } }),
  );
  client.destroy();
  const result = auth.AuthenticationResult!;
  const pool = `CognitoIdentityServiceProvider.${config.userPoolClientId}`;
  const session: Record<string, string> = {
    [`${pool}.LastAuthUser`]: demo.email,
    [`${pool}.${demo.email}.accessToken`]: result.AccessToken!,
    [`${pool}.${demo.email}.idToken`]: result.IdToken!,
    [`${pool}.${demo.email}.refreshToken`]: result.RefreshToken!,
    [`${pool}.${demo.email}.clockDrift`]: '0',
    [`${pool}.${demo.email}.signInDetails`]: JSON.stringify({ loginId: demo.email, authFlowType: 'USER_PASSWORD_AUTH' }),
  };
  return { session, idToken: result.IdToken! };
}

/** A partly paid invoice shows the most: lines, taxes, payments and the balance due. */
async function invoiceToShow(idToken: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/invoices?tab=all&limit=50`, { headers: { authorization: `Bearer ${idToken}` } });
  const page = (await res.json()) as { items: { invoiceId: string; status: string }[] };
  const invoice = page.items.find((i) => i.status === 'partially_paid') ?? page.items[0];
  if (!invoice) throw new Error('the demo company has no invoice');
  return invoice.invoiceId;
}

async function shoot(page: Page, url: string, ready: (page: Page) => Promise<void>, file: string): Promise<void> {
  await page.goto(url);
  await ready(page);
  // Fonts and late layout settle before the picture.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(outDir, file) });
  log(`  docs/images/${file}`);
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kobo-screenshots-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    KOBO_DATA_DIR: dataDir,
    PORT: String(ports.app),
    DYNAMODB_PORT: String(ports.dynamodb),
    COGNITO_PORT: String(ports.cognito),
    COGNITO_PROXY_PORT: String(ports.cognitoProxy),
    S3_PORT: String(ports.s3),
    SES_PORT: String(ports.ses),
    PAYSTACK_PORT: String(ports.paystack),
    KMS_PORT: String(ports.kms),
  };
  log(`Starting the local stack on ${appUrl} (data in ${dataDir})...`);
  const stack = run(path.join(__dirname, 'dev.ts'), env);
  let output = '';
  stack.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  stack.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: chromiumArgs });
  try {
    await waitFor(`${appUrl}/`, stack);
    // The web app is rebuilt once after the gateway answers; wait for its first build.
    while (!output.includes('web app: built') && stack.exitCode === null) await new Promise((r) => setTimeout(r, 500));
    log('Seeding the demo company...');
    const seed = run(path.join(__dirname, 'seed.ts'), env);
    seed.stdout?.resume();
    seed.stderr?.on('data', (d: Buffer) => process.stderr.write(d));
    await finished(seed, 'npm run seed');
    const { session, idToken } = await tokens();
    const invoiceId = await invoiceToShow(idToken);
    mkdirSync(outDir, { recursive: true });
    for (const viewport of widths) {
      const context = await browser.newContext({ viewport, hasTouch: viewport.width < 768 });
      const page = await context.newPage();
      await page.goto(`${appUrl}/robots.txt`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, session);
      await shoot(page, `${appUrl}/dashboard`, (p) => p.getByText('Loading...').first().waitFor({ state: 'detached' }), `dashboard-${viewport.width}.png`);
      await shoot(page, `${appUrl}/dashboard/invoices/${invoiceId}`, (p) => p.getByText(/Balance Due/i).first().waitFor(), `invoice-${viewport.width}.png`);
      await context.close();
    }
  } catch (error) {
    process.stderr.write(`${output.slice(-4000)}\n`);
    throw error;
  } finally {
    await browser.close();
    if (stack.pid) process.kill(-stack.pid, 'SIGTERM');
    await Promise.race([finished(stack, 'npm start').catch(() => undefined), new Promise((r) => setTimeout(r, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`Screenshots failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
