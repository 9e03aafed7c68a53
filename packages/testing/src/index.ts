/**
 * The browser-test harness shared by the web app's and the extension's browser tests, the benchmarks and the
 * screenshot script. The extension's session (which needs the extension's build) is `@glossa/testing/extension`.
 */
export { CHROMIUM_PATH, ROOT, SERVER_ENTRY, browserTestsUnavailable } from './paths.ts';
export { dictionariesReady, freePort, startApp, type LogEntry, type RunningApp } from './server.ts';
export { DESKTOP, PHONE, launchBrowser, newPage, pageErrors } from './browser.ts';
export { describeInBrowser, useBrowserApp, type BrowserApp, type BrowserAppOptions } from './browser-app.ts';
export { signUpOverHttp } from './sign-up.ts';
export { apiFromPage, signedInWithDeck, type CardSpec } from './api-from-page.ts';
export { analyseOnPage, signInOnPage } from './web-steps.ts';
