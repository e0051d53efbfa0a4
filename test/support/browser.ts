import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { webConsoleDir } from '../../apps/ledger-api/src/create-app';

/** Where browser tests keep their screenshots (looked at by people, not asserted on). */
export const SCREENSHOTS = join(__dirname, '../../test-artifacts');

/**
 * The browser tests need the built console: without it each would wait out
 * its timeout one after another. Checked when a browser spec imports this
 * file, so the run stops at once and says what to do.
 */
const builtConsole = join(webConsoleDir(), 'index.html');
if (!existsSync(builtConsole))
  throw new Error(
    `the finance console is not built (no ${builtConsole}): run \`npm run build\` first`,
  );

/** Debian's Chromium, headless, no download (`CHROMIUM_PATH` to use another). */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Starts the Nest app's HTTP server on a free port; its base URL. */
export async function listenLocally(server: Server): Promise<string> {
  if (!server.listening)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A new browser context (downloads accepted; `options` such as another time zone) on the console at `hash`, signed in with `key` once its screen is drawn for that key's role. */
export async function signIn(
  browser: Browser,
  base: string,
  key: string,
  hash = '#/accounts',
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  const page = await context.newPage();
  await page.goto(`${base}/${hash}`);
  // not signed in, the key box is open
  await page.getByLabel('Your API key (kept in this browser tab only)').fill(key);
  await page.getByLabel('Your API key (kept in this browser tab only)').dispatchEvent('change');
  await page.locator('#whoami', { hasText: 'Signed in as' }).waitFor();
  return { context, page };
}

/** The console the test ledger serves, on a free port, and a browser to drive it (every browser spec's set-up). */
export async function consoleOf(ledger: {
  app(): { getHttpServer(): Server };
}): Promise<{ base: string; browser: Browser }> {
  const base = await listenLocally(ledger.app().getHttpServer());
  return { base, browser: await launchBrowser() };
}

/** The browser closed, then the ledger (every browser spec's tear-down). */
export async function closeConsole(
  browser: Browser | undefined,
  ledger: { close(): Promise<void> },
): Promise<void> {
  await browser?.close();
  await ledger.close();
}

/**
 * Waits until `expression` is true in the page. The console's Content
 * Security Policy (script-src 'self') forbids eval, and Playwright's
 * waitForFunction evaluates a string predicate with eval each time it polls:
 * it passed when the first look was already true and failed CI when it had to
 * look twice. Each look here is a separate page.evaluate, which the DevTools
 * protocol runs outside the page's policy.
 */
export async function waitInPage(
  page: Page,
  expression: string,
  timeoutMs = 15_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate(`Boolean(${expression})`)) return;
    if (Date.now() > until) throw new Error(`the page never had ${expression} (${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
