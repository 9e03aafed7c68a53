import { expect, it } from 'vitest';
import { DESKTOP, PHONE, pageErrors, describeInBrowser } from '@glossa/testing';

const ROUTES: [string, string][] = [
  ['/', 'Learn Languages more efficiently with Glossa!'],
  ['/analyze', 'Analyze'],
  ['/Analyze', 'Analyze'],
  ['/vocabulary', 'Vocabulary'],
  ['/dictionary', 'Dictionary'],
  ['/deck', 'Deck'],
  ['/reader', 'Reader'],
  ['/extension', 'Extensions'],
  ['/daily', 'Daily'],
  ['/grammar', 'Grammar'],
  ['/login', ''],
  ['/signup', 'Create Your Account'],
  ['/privacy', 'Privacy Policy'],
  ['/support', 'Support'],
  ['/changelog', 'Changelog'],
  ['/oauth/login', 'Sign in to Your Account'],
  ['/oauth/callback', 'Sign-in failed'],
];

describeInBrowser('web shell in Chromium', {}, (web) => {
  it('renders every route of the route table after a direct load, without errors or CSP violations', async () => {
    const { context, page } = await web.newPage();
    const titles = new Set<string>();
    for (const [route, heading] of ROUTES) {
      const response = await page.goto(web.baseUrl + route);
      expect(response?.status(), route).toBe(200);
      const h1 = page.locator('main h1').first();
      await h1.waitFor();
      if (heading) expect(await h1.innerText(), route).toContain(heading);
      // Each screen has its own tab title, with the brand.
      const title = await page.title();
      expect(title, route).toMatch(/Glossa/);
      if (route !== '/Analyze') titles.add(title);
    }
    expect(titles.size).toBe(ROUTES.length - 1);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('shows the not-found page with the spec texts for any other path', async () => {
    const { context, page } = await web.newPage();
    const response = await page.goto(`${web.baseUrl}/no/such/page`);
    // The server knows the web app's routes: a path outside them is a real 404 for browsers and crawlers.
    expect(response?.status()).toBe(404);
    await page.getByText("Oops! The page you are looking for doesn't exist.").waitFor();
    expect(await page.locator('main').innerText()).toContain('404');
    expect(await page.title()).toBe('Page not found · Glossa');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${web.baseUrl}/`);
    await context.close();
  });

  it('navigates with the sidebar, which lists the nine screens in order', async () => {
    const { context, page } = await web.newPage(DESKTOP);
    await page.goto(web.baseUrl);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Analyze',
      'Vocabulary',
      'Dictionary',
      'Grammar',
      'Deck',
      'Reader',
      'Extension',
      'Daily',
      'Progress',
    ]);
    await nav.getByRole('link', { name: 'Deck' }).click();
    await page.waitForURL(`${web.baseUrl}/deck`);
    await context.close();
  });

  it('persists the theme toggle across a reload and applies it before the app starts', async () => {
    const { context, page } = await web.newPage(DESKTOP, { colorScheme: 'light' });
    await page.goto(web.baseUrl);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // Block the app's JavaScript: only the early theme script runs, and the page must already be dark.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.unroute('**/assets/*.js');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    await context.close();
  });

  it('follows the system preference when no theme is stored', async () => {
    const { context, page } = await web.newPage(DESKTOP, { colorScheme: 'dark' });
    await page.goto(web.baseUrl);
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });

  it('uses a drawer below 768 px that opens, navigates and closes', async () => {
    const { context, page } = await web.newPage(PHONE);
    await page.goto(web.baseUrl);
    const nav = page.locator('#sidebar');
    expect(await nav.getAttribute('class')).toContain('sidebar-drawer');
    expect(await nav.isVisible()).toBe(false);
    // Opening moves focus into the drawer, onto its close button; Escape closes it and gives focus back.
    await page.getByRole('button', { name: 'Show navigation' }).click();
    await nav.getByRole('button', { name: 'Hide navigation' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('#sidebar') !== null)).toBe(true);
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#sidebar') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('#sidebar')?.classList.contains('is-hidden'));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sidebar-toggle');
    await page.getByRole('button', { name: 'Show navigation' }).click();
    await page.getByRole('link', { name: 'Vocabulary' }).click();
    await page.waitForURL(`${web.baseUrl}/vocabulary`);
    await page.waitForFunction(() => document.querySelector('#sidebar')?.classList.contains('is-hidden'));
    // No horizontal scrolling at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('fits a 320 px wide window on every screen, without horizontal scrolling', async () => {
    const { context, page } = await web.newPage({ width: 320, height: 640 });
    for (const [route] of ROUTES) {
      await page.goto(web.baseUrl + route);
      await page.locator('main h1').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, route).toBeLessThanOrEqual(320);
    }
    await context.close();
  });

  it('keeps the sidebar permanent from 768 px', async () => {
    const { context, page } = await web.newPage({ width: 768, height: 700 });
    await page.goto(web.baseUrl);
    const nav = page.locator('#sidebar');
    await nav.waitFor();
    expect(await nav.getAttribute('class')).toContain('sidebar-permanent');
    expect(await nav.isVisible()).toBe(true);
    await context.close();
  });

  it('repairs invalid stored settings instead of crashing, and resets an invalid dictionary language', async () => {
    const { context, page } = await web.newPage();
    await page.goto(web.baseUrl);
    await page.evaluate(() =>
      localStorage.setItem(
        'glossa.settings',
        JSON.stringify({
          textLanguage: 'fr_FR',
          dictionaryLanguage: 'ja_JP',
          theme: 'neon',
          annotationStyle: 7,
        }),
      ),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    expect(await dialog.getByLabel('Text language').inputValue()).toBe('fr_FR');
    expect(await dialog.getByLabel('Dictionary language').inputValue()).toBe('en_US');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('glossa.settings') ?? '{}'));
    expect(stored).toMatchObject({ textLanguage: 'fr_FR', dictionaryLanguage: 'en_US', theme: 'light' });
    expect(stored.annotationStyle).toBe('box');

    await page.evaluate(() => localStorage.setItem('glossa.settings', '{not json'));
    await page.reload();
    await page.getByRole('button', { name: 'Settings' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('offers dictionary languages by text language and traps focus in the settings modal', async () => {
    const { context, page } = await web.newPage();
    await page.goto(web.baseUrl);
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const dictionary = dialog.getByLabel('Dictionary language');
    expect(await dictionary.locator('option').allInnerTexts()).toEqual([
      'English',
      'French',
      'Spanish',
      'Japanese',
      'Korean',
    ]);
    await dictionary.selectOption('ja_JP');
    await dialog.getByLabel('Text language').selectOption('en_US');
    expect(await dictionary.inputValue()).toBe('en_US');
    expect(await dictionary.locator('option').allInnerTexts()).toEqual([
      'English',
      'French',
      'Korean',
      'Spanish',
    ]);

    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await dialog.getByRole('tab', { name: 'Profile' }).click();
    await dialog.getByRole('link', { name: 'Log In' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('remembers the page before /login as the return target, and not /login itself before /signup', async () => {
    const { context, page } = await web.newPage();
    const stored = () => page.evaluate(() => sessionStorage.getItem('glossa.returnTarget'));
    // The URL changes before React commits the new route, so wait for the login form itself.
    const loginShown = () => page.getByRole('heading', { name: 'Log In' }).waitFor();
    await page.goto(`${web.baseUrl}/deck`);
    await page.getByRole('link', { name: 'Log In' }).first().click();
    await page.waitForURL(`${web.baseUrl}/login`);
    await loginShown();
    expect(await stored()).toBe('/deck');
    await page.goto(`${web.baseUrl}/signup`);
    expect(await stored()).toBe('/deck');
    await page.goto(`${web.baseUrl}/changelog`);
    await page.getByRole('link', { name: 'Log In' }).first().click();
    await page.waitForURL(`${web.baseUrl}/login`);
    await loginShown();
    expect(await stored()).toBe('/changelog');
    await context.close();
  });
});
