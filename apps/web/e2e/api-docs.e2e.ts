import { expect, it } from 'vitest';
import { describeInBrowser, DESKTOP, pageErrors } from '@glossa/testing';

describeInBrowser('the API reference in Chromium', {}, (web) => {
  it('renders /api/docs from /api/openapi.json under its script policy', async () => {
    const { page } = await web.newPage(DESKTOP);
    const errors = pageErrors(page);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const documentAnswer = page.waitForResponse((response) => response.url().endsWith('/api/openapi.json'));
    await page.goto(`${web.baseUrl}/api/docs`);
    expect((await documentAnswer).status()).toBe(200);

    await page.getByRole('heading', { name: /Glossa API/ }).waitFor();
    // Every feature is a section, and each operation shows its method and path.
    for (const tag of ['vocabulary', 'dictionary', 'analyze', 'auth']) {
      await expect
        .poll(() => page.locator(`[data-tag="${tag}"]`).count(), { message: tag })
        .toBeGreaterThan(0);
    }
    const changes = page.locator('.opblock', { hasText: '/api/user/voc/change/{since}' });
    await expect.poll(() => changes.count()).toBe(1);
    await changes.locator('.opblock-summary').click();
    // Expanded: its path parameter and the error codes it may answer, under their HTTP statuses.
    await changes.locator('.parameter__name', { hasText: 'since' }).waitFor();
    await changes.getByText('An error: UNAUTHORIZED.').waitFor();
    expect(blocked).toEqual([]);
    expect(errors).toEqual([]);
  });
});
