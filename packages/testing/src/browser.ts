/** Headless Chromium through playwright-core, and fresh pages that record what a failed test needs. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { CHROMIUM_PATH } from './paths.ts';

/** Headless Chromium with the flags this sandbox needs (no background networking, no sandbox as root). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/** A fresh browser context (its own cookies and storage) with a page. */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  options: { colorScheme?: 'light' | 'dark'; hasTouch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // Reduced motion: the app then skips its transitions, so what a test reads is the settled style.
  const context = await browser.newContext({
    viewport,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    hasTouch: options.hasTouch ?? false,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      errors.push(message.text());
    }
  });
  (page as Page & { glossaErrors?: string[] }).glossaErrors = errors;
  recordForFailures(page);
  return { context, page };
}

/**
 * Keeps the page's console warnings and errors and its failed or refused API calls, and prints them when the
 * current test fails: a browser test that fails only on a loaded CI machine can then be understood.
 */
function recordForFailures(page: Page): void {
  const started = Date.now();
  const lines: string[] = [];
  const at = () => `+${((Date.now() - started) / 1000).toFixed(2)}s`;
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      lines.push(`${at()} console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => lines.push(`${at()} page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    lines.push(
      `${at()} request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`,
    ),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      lines.push(`${at()} ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  try {
    onTestFailed(() => {
      if (lines.length > 0) console.error(`Browser log of a page of the failed test:\n${lines.join('\n')}`);
    });
  } catch {
    // Not inside a running test (a page opened in a hook): nothing to attach to.
  }
}

/** Uncaught page errors and CSP violations seen on the page so far. */
export function pageErrors(page: Page): string[] {
  return (page as Page & { glossaErrors?: string[] }).glossaErrors ?? [];
}
