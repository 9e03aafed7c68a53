/**
 * The Content-Security-Policy each chapter carries in a `<meta>` of its head (defuse.ts puts it there). A
 * chapter's blob: document also inherits the app's policy, which lets images, fonts and styles come from the
 * app's own origin: a book could then make signed-in requests to the app (an image "from" an API path is a
 * GET with the learner's cookies). Both policies apply, so the chapter may load only what is both allowed
 * by the app and listed here: the book's own files (blob: and data: URLs made by the Reader), and the app's
 * built font files for the Korean web font the Reader writes into the chapter (`/assets/`: static files
 * only). No script, frame, form, connection or base URL of any kind.
 */

/**
 * The chapter policy for an app served from `origin`.
 * @example chapterPolicy('https://glossa.example') // "default-src 'none'; ... font-src blob: data: https://glossa.example/assets/; ..."
 */
export function chapterPolicy(origin = typeof location === 'undefined' ? '' : location.origin): string {
  const appFonts = /^https?:\/\/[^/\s;,']+$/.test(origin) ? ` ${origin}/assets/` : '';
  return [
    "default-src 'none'",
    'img-src blob: data:',
    'media-src blob: data:',
    "style-src blob: data: 'unsafe-inline'",
    `font-src blob: data:${appFonts}`,
    "script-src 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    "child-src 'none'",
    "worker-src 'none'",
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}
