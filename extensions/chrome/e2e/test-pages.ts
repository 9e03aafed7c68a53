/**
 * Local test pages for the extension's browser tests and benchmark: a plain HTTP server on 127.0.0.1 (an
 * origin the extension may reach without asking, so no permission prompt is needed in headless Chromium).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the given pages (path to HTML) until closed.
 * @example const server = await servePages({ '/article.html': '<p>Hi</p>' });
 */
export async function servePages(pages: Record<string, string>): Promise<PageServer> {
  const server = http.createServer((request, response) => {
    const body = pages[new URL(request.url ?? '/', 'http://x').pathname];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The style of the test pages: a readable article, light or dark with the browser's scheme. */
export const ARTICLE_STYLE = `
  body { font: 18px/1.6 Georgia, serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; background: #fff; }
  @media (prefers-color-scheme: dark) { body { color: #e6e6e6; background: #16181d; } }
  .hidden { display: none; }
`;

/**
 * A page with an article, and text that must not be coloured (a script, a field, an editable box, a hidden
 * paragraph, code).
 * @example const html = articlePage(['The students read.']);
 */
export function articlePage(paragraphs: readonly string[], head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Article</title>
<style>${ARTICLE_STYLE}</style>${head}</head><body>
<h1>Reading in the library</h1>
${paragraphs.map((text, i) => `<p id="p${i}">${text}</p>`).join('\n')}
<p class="hidden" id="hidden">Invisible elephants dance.</p>
<textarea id="field">Typed zebra words</textarea>
<div contenteditable="true" id="editable">Editable giraffe notes</div>
<pre><code>const library = require('library');</code></pre>
<script>window.pageScriptRan = true;</script>
</body></html>`;
}
