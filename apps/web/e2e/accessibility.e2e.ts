import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, PHONE, pageErrors, describeInBrowser } from '@glossa/testing';

/**
 * An automated accessibility check of every screen and of the states a person reaches on them (a word's
 * details in each annotation style, the settings tabs, the phone drawer, the vocabulary dialog, the sign-up
 * hints), in both colour schemes, with axe-core's WCAG 2.0/2.1 A and AA rules and its best practices
 * (landmarks, headings). A failure lists each violation as rule, impact, element and axe's summary.
 *
 * axe-core is put into the page with page.evaluate (the DevTools protocol's Runtime.evaluate), which the
 * page's Content-Security-Policy does not govern: addScriptTag({ content }) would add an inline <script>,
 * which that policy (script-src 'self') refuses.
 */

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices: those catch what the WCAG rules leave to a
 * person, such as a second banner landmark or a skipped heading level.
 */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
};

const ROUTES = [
  '/',
  '/analyze',
  '/vocabulary',
  '/dictionary',
  '/deck',
  '/reader',
  '/extension',
  '/daily',
  '/login',
  '/signup',
  '/privacy',
  '/support',
  '/changelog',
  '/oauth/login',
  '/no/such/page',
];

const KOREAN = '친구가 학교에 갔어요. 나는 학교 앞 식당에서 Glossa로 밥을 먹었어요.';

type Scheme = 'light' | 'dark';
type Viewport = typeof DESKTOP;

/** Runs axe-core on the page as it is now; answers one readable line per violating element. */
async function audit(page: Page, label: string): Promise<string[]> {
  // Let the last render and any web font settle, so colours and sizes are the final ones.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: { run(o: RunOptions): Promise<AxeResults> } };
    const results = await axe.run(options);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
  }, AXE_OPTIONS);
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${label}] ${violation.id} (${violation.impact}) ${node.target}: ${violation.help}. ${node.summary}`,
    ),
  );
}

function schemeName(viewport: Viewport, scheme: Scheme): string {
  return `${viewport === PHONE ? 'phone' : 'desktop'} ${scheme}`;
}

const TITLE = 'accessibility of every screen (axe-core, WCAG 2.1 A/AA)';

describeInBrowser(TITLE, { dictionaries: true }, (web) => {
  /** Opens a route in a fresh context and waits until its screen is shown. */
  async function open(route: string, viewport: Viewport, scheme: Scheme) {
    const opened = await web.newPage(viewport, { colorScheme: scheme });
    await opened.page.goto(web.baseUrl + route);
    await opened.page.locator('main h1').first().waitFor();
    return opened;
  }

  /** Audits every route at one size and colour scheme. */
  async function auditRoutes(routes: string[], viewport: Viewport, scheme: Scheme): Promise<string[]> {
    const { context, page } = await open('/', viewport, scheme);
    const found: string[] = [];
    for (const route of routes) {
      await page.goto(web.baseUrl + route);
      await page.locator('main h1').first().waitFor();
      // The vocabulary screen reads the local list first; audit the settled screen.
      if (route === '/vocabulary') await page.getByText('Saved in this browser.', { exact: false }).waitFor();
      found.push(...(await audit(page, `${route} ${schemeName(viewport, scheme)}`)));
    }
    expect(pageErrors(page)).toEqual([]);
    await context.close();
    return found;
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`finds no violations on any route, desktop, ${scheme}`, { timeout: 120_000 }, async () => {
      expect(await auditRoutes(ROUTES, DESKTOP, scheme)).toEqual([]);
    });

    it(`finds no violations on Home and Analyze at phone width, ${scheme}`, async () => {
      expect(await auditRoutes(['/', '/analyze'], PHONE, scheme)).toEqual([]);
    });

    it(`finds no violations with a word selected on Analyze and in the Home demo, ${scheme}`, async () => {
      const found: string[] = [];
      for (const viewport of [DESKTOP, PHONE]) {
        const { context, page } = await open('/analyze', viewport, scheme);
        await page.getByLabel('Text language').selectOption('ko_KR');
        await page.getByLabel('Text to analyze').fill(KOREAN);
        await Promise.all([
          page.waitForResponse((response) => response.url().endsWith('/api/analyze')),
          page.getByRole('button', { name: 'Analyze Text' }).click(),
        ]);
        const analysed = page.getByRole('group', { name: 'Analysed text' });
        await analysed.getByRole('button', { name: /^갔어요, / }).click();
        const detail = page.getByRole('region', { name: 'Word details' });
        await detail.locator('.wd-headword').waitFor();
        await detail.locator('.sense-toggle').first().click();
        // The sense's examples (outside the Home demo only the groups that hold some are shown).
        await detail.locator('.sense-body .example-groups h4, .sense-body .empty-group').first().waitFor();
        found.push(...(await audit(page, `/analyze word selected ${schemeName(viewport, scheme)}`)));
        if (viewport === DESKTOP) {
          // The other two annotation styles colour the words differently (underlines, coloured text).
          for (const style of ['underline', 'zen'] as const) {
            await page.getByRole('button', { name: 'Settings' }).click();
            const settings = page.getByRole('dialog', { name: 'Settings' });
            await settings.getByRole('tab', { name: 'General' }).click();
            await settings.getByLabel('Annotation style').selectOption(style);
            await page.keyboard.press('Escape');
            await settings.waitFor({ state: 'detached' });
            found.push(...(await audit(page, `/analyze ${style} ${schemeName(viewport, scheme)}`)));
          }
        }
        await context.close();
      }

      for (const viewport of [DESKTOP, PHONE]) {
        const { context, page } = await open('/', viewport, scheme);
        const demo = page.getByRole('region', { name: 'Live demo' });
        await demo.getByRole('radio', { name: 'Korean' }).check();
        await demo.locator('[data-unit]').first().click();
        await demo.locator('.wd-headword').waitFor();
        await demo.locator('.sense-toggle').first().click();
        await demo.getByRole('heading', { name: 'Fragments' }).waitFor();
        found.push(...(await audit(page, `/ demo word selected ${schemeName(viewport, scheme)}`)));
        await context.close();
      }
      expect(found).toEqual([]);
    });

    it(`finds no violations in the settings modal's tabs and the phone drawer, ${scheme}`, async () => {
      const found: string[] = [];
      const { context, page } = await open('/analyze', DESKTOP, scheme);
      await page.getByRole('button', { name: 'Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      for (const tab of ['Language', 'General', 'Data', 'Profile']) {
        await dialog.getByRole('tab', { name: tab }).click();
        await dialog.getByRole('tabpanel').waitFor();
        found.push(...(await audit(page, `settings ${tab} ${schemeName(DESKTOP, scheme)}`)));
      }
      await context.close();

      const phone = await open('/analyze', PHONE, scheme);
      await phone.page.getByRole('button', { name: 'Show navigation' }).click();
      await phone.page.locator('#sidebar.is-open').waitFor();
      found.push(...(await audit(phone.page, `drawer open ${schemeName(PHONE, scheme)}`)));
      await phone.context.close();
      expect(found).toEqual([]);
    });

    it(`finds no violations on the sign-up form with its hints shown, ${scheme}`, async () => {
      const { context, page } = await open('/signup', DESKTOP, scheme);
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm Password').fill('other');
      await page.getByLabel('Username').focus();
      await page.locator('#password-rules').waitFor();
      await page.locator('#confirm-hint').waitFor();
      const found = await audit(page, `/signup hints ${schemeName(DESKTOP, scheme)}`);
      await context.close();
      expect(found).toEqual([]);
    });

    it(`finds no violations on Vocabulary with words, and in its Export / Import dialog, ${scheme}`, async () => {
      const found: string[] = [];
      const { context, page } = await open('/vocabulary', DESKTOP, scheme);
      await page.getByText('Saved in this browser.', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Export / Import' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export / Import' });
      await dialog.waitFor();
      await page.locator('[data-testid="vocabulary-import-input"]').setInputFiles({
        name: 'words.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('집,1\n물,1\n불,1\n학교,1\n'),
      });
      await dialog.getByRole('status').waitFor();
      found.push(...(await audit(page, `vocabulary dialog ${schemeName(DESKTOP, scheme)}`)));
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByLabel('Status of 물').selectOption('seen');
      await page.getByLabel('Status of 불').selectOption('learned');
      await page.getByLabel('Status of 학교').selectOption('ignore');
      found.push(...(await audit(page, `vocabulary with words ${schemeName(DESKTOP, scheme)}`)));
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
