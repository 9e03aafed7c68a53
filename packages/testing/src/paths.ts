/** Where the repository, the built app and Chromium are, and whether browser tests can run here. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The built server's entry point. */
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

/** The Chromium binary, or undefined when this machine has none (browser tests then skip). */
export const CHROMIUM_PATH = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));

/** Why browser tests cannot run here, or null when they can. */
export function browserTestsUnavailable(): string | null {
  if (!CHROMIUM_PATH) return 'Chromium is not installed (npm test installs the Debian package chromium)';
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(WEB_INDEX))
    return 'the app is not built (run npm run build)';
  return null;
}
