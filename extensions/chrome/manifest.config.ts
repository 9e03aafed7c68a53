import { defineManifest } from '@crxjs/vite-plugin';
import pkg from './package.json' with { type: 'json' };

/**
 * The public half of the extension's signing key: it fixes the extension id (and so the sign-in page's
 * `extension_id` and the `https://<id>.chromiumapp.org/` redirect URI) for unpacked and store builds alike.
 * Id: akghlaafnhcdnaamfnnijiihajaipbgc (scripts/extension-id.ts derives it). The private key is not kept here.
 */
export const EXTENSION_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAzi2o6Q9Wl9vDO6PIXb7yA5ktQsBegwJ8fA8Tu+HXT3oA/NygxZkutTGdkyQHU9Y2aVMtSH6AL5g6vFk+6rv0R2bmnR8CQdG758lqU5B1sKzM7gFAYQDs7zNhAJKu5Zd4FSnnRl8terAbGvGz+YmfM7C+zv8alBWETRXfdqOj5zWxsOxl4YEhtj3gABwbTWlXTL2q1jGiC1VxIF4h+7z+CFmlxNN8td5LwRiVz6GWxXnlUvcUFrMsUs1tmmq8XMhK5A+FuOkuKdon/39h/WAH2GnFPJSDpzZpwzo/rOE3eK2bSnVbdhC/OyDHV4LSBtaGYY3l760QEAMUg8zQMigEZQIDAQAB';

/**
 * Glossa origins the extension may reach without asking: the public server, and a server on this machine
 * (self-hosting, development, the browser tests). Any other self-hosted origin is asked for at run time from
 * the settings page (optional_host_permissions).
 */
export const BUILT_IN_ORIGINS = ['https://glossa.example/*', 'http://localhost/*', 'http://127.0.0.1/*'];

/** The toolbar and store icons (public/icons/, drawn from icon.svg by scripts/icons.ts). */
const ICONS = Object.fromEntries([16, 32, 48, 128].map((size) => [size, `icons/icon-${size}.png`]));

export default defineManifest({
  manifest_version: 3,
  name: 'Glossa',
  description:
    'Select text on any page, right-click and analyse it: word colours, translations, examples, sync.',
  version: pkg.version,
  key: EXTENSION_KEY,
  minimum_chrome_version: '116',
  icons: ICONS,
  action: { default_title: 'Glossa', default_icon: ICONS },
  background: { service_worker: 'src/background/service-worker.ts', type: 'module' },
  side_panel: { default_path: 'sidepanel.html' },
  options_ui: { page: 'options.html', open_in_tab: true },
  permissions: ['activeTab', 'contextMenus', 'scripting', 'storage', 'sidePanel'],
  host_permissions: BUILT_IN_ORIGINS,
  optional_host_permissions: ['https://*/*', 'http://*/*'],
  // The sign-in page (/oauth/login?ext=chrome) sends checkAuth, logout and the token message; the service
  // worker also checks that the sender is the server the learner chose.
  externally_connectable: { matches: BUILT_IN_ORIGINS },
  // The Korean font's files, for the word popup drawn on the learner's pages (src/content/popup.tsx).
  web_accessible_resources: [{ resources: ['fonts/*.woff2'], matches: ['http://*/*', 'https://*/*'] }],
});
