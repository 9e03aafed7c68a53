/**
 * Settings > Data lists the installed dictionaries and the background install's progress. The server's mirror
 * is a local HTTP server of this test that sends the Korean Wiktionary file a few bytes at a time, so the
 * download stays under way (a progress bar) while the core dictionaries are listed. Screenshots (phone 320 px
 * and desktop, light and dark) go to SETTINGS_SHOTS (default /tmp/settings-dictionaries-shots).
 */
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeInBrowser, DESKTOP, pageErrors } from '@glossa/testing';

const SHOTS = process.env.SETTINGS_SHOTS ?? '/tmp/settings-dictionaries-shots';
const PHONE_320 = { width: 320, height: 640 };
const TOTAL = 2_000_000;

let mirror: http.Server | undefined;

/** A mirror that never finishes: 2 kB every half second of a 2 MB file. */
async function startTricklingMirror(): Promise<string> {
  mirror = http.createServer((request, response) => {
    response.writeHead(200, { 'content-length': TOTAL });
    const line = Buffer.from(
      `${JSON.stringify({ word: '바다', lang_code: 'ko', pos: 'noun', senses: [{ glosses: ['sea'] }] })}\n`,
    );
    const timer = setInterval(() => response.write(Buffer.concat(Array(40).fill(line) as Buffer[])), 500);
    request.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => mirror?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(mirror.address() as AddressInfo).port}`;
}

afterAll(() => {
  mirror?.closeAllConnections();
  mirror?.close();
});

describeInBrowser(
  'Settings > Data: dictionaries',
  {
    dictionaries: true,
    env: async () => ({
      GLOSSA_ONLINE_DICTIONARIES: 'kaikki-ko,kaikki-fr',
      GLOSSA_DICTIONARY_MIRROR: await startTricklingMirror(),
    }),
  },
  (web) => {
    it('lists the installed core dictionaries and shows the background download progressing', async () => {
      const { page } = await web.newPage(DESKTOP);
      await page.goto(web.baseUrl);
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('tab', { name: 'Data' }).click();
      const panel = page.getByRole('tabpanel');
      const installed = panel.getByRole('list', { name: 'Installed dictionaries' });
      await installed.waitFor();
      // Each item's details, joined as the separators (CSS) show them.
      const items = await installed
        .getByRole('listitem')
        .evaluateAll((elements) =>
          elements.map((li) =>
            [...li.querySelectorAll('.dict-installs-details > span')]
              .map((span) => span.textContent)
              .join(' · '),
          ),
        );
      // The three core dictionaries, each with its language, entries, size, licence and date.
      for (const language of ['Korean', 'English', 'French'])
        expect(
          items.some((text) =>
            new RegExp(`${language} · [\\d,]+ entries · [\\d.]+\\s(kB|MB) · .+ · \\d{4}-\\d{2}-\\d{2}`).test(
              text,
            ),
          ),
        ).toBe(true);
      // The Korean Wiktionary file is under way, the French one waits; the bar moves as the tab polls.
      const installing = panel.getByRole('list', { name: 'Dictionaries being installed' });
      const bar = installing.getByRole('progressbar').first();
      await expect
        .poll(() => bar.getAttribute('aria-label'), { timeout: 20_000 })
        .toMatch(/Downloading: .+ of 2\.0\sMB/);
      const first = Number(await bar.getAttribute('value'));
      await expect
        .poll(async () => Number(await bar.getAttribute('value')), { timeout: 20_000 })
        .toBeGreaterThan(first);
      expect(await installing.innerText()).toContain('Waiting to download');
      expect(pageErrors(page)).toEqual([]);
    });

    it.each([
      ['desktop', 'light'],
      ['desktop', 'dark'],
      ['phone320', 'light'],
      ['phone320', 'dark'],
    ] as const)('screenshot %s %s, without sideways scrolling', async (label, scheme) => {
      mkdirSync(SHOTS, { recursive: true });
      const viewport = label === 'desktop' ? DESKTOP : PHONE_320;
      const { page } = await web.newPage(viewport, { colorScheme: scheme });
      await page.goto(web.baseUrl);
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('tab', { name: 'Data' }).click();
      const heading = page.getByRole('heading', { name: 'Dictionaries' });
      await page.getByRole('list', { name: 'Installed dictionaries' }).waitFor();
      await page.getByRole('list', { name: 'Dictionaries being installed' }).waitFor();
      await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: path.join(SHOTS, `${label}-${scheme}.png`) });
    });
  },
);
