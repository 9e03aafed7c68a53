// Moved to the @glossa/testing package; kept so imports of this path keep working until they are switched.
export { describeInBrowser, useBrowserApp, type BrowserApp, type BrowserAppOptions } from '@glossa/testing';
