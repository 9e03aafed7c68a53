/**
 * Draws the extension's toolbar and store icons (16, 32, 48 and 128 px PNG in public/icons/) from icon.svg,
 * the web app's own mark, with the Chromium the browser tests use. Run it after changing icon.svg:
 * `npx tsx extensions/chrome/scripts/icons.ts`. The PNGs are committed so a build needs no browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ICON_SIZES = [16, 32, 48, 128] as const;

async function main(): Promise<void> {
  const svg = fs.readFileSync(path.join(root, 'icon.svg'), 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    for (const size of ICON_SIZES) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
      );
      const file = path.join(root, 'public', 'icons', `icon-${size}.png`);
      await page.screenshot({ path: file, omitBackground: true });
      console.info(`${path.relative(root, file)}: ${fs.statSync(file).size} bytes`);
    }
  } finally {
    await browser.close();
  }
}

await main();
