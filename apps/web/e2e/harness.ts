// Moved to the @glossa/testing package; kept so imports of this path keep working until they are switched.
export {
  CHROMIUM_PATH,
  DESKTOP,
  PHONE,
  ROOT,
  analyseOnPage,
  browserTestsUnavailable,
  dictionariesReady,
  launchBrowser,
  newPage,
  pageErrors,
  startApp,
  type LogEntry,
  type RunningApp,
} from '@glossa/testing';
