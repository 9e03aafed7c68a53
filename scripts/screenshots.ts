// `npm run screenshots [-- /route ...]`: screenshots of the built app at phone and desktop widths, light and
// dark, into ./screenshots/ (not committed), to look at what users see.
import fs from 'node:fs';
import path from 'node:path';
import { DESKTOP, PHONE, launchBrowser, newPage, startApp } from '@glossa/testing';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const outDir = path.resolve('screenshots');
fs.mkdirSync(outDir, { recursive: true });

const app = await startApp();
const browser = await launchBrowser();
try {
  for (const route of routes.length ? routes : ['/', '/analyze', '/vocabulary', '/changelog']) {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const { context, page } = await newPage(browser, viewport, { colorScheme: scheme });
        await page.goto(app.baseUrl + route);
        await page.waitForLoadState('networkidle');
        const name = `${route.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${size}-${scheme}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        await context.close();
        console.info(`screenshots/${name}`);
      }
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
