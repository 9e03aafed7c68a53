import { api, type DictionaryTextLanguage } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';
import { listSources, readRevision } from './dictionary.lookup.repository.ts';
import { onlineInstallerOf } from './dictionary.online.ts';
import { sourceSizes } from './dictionary-sizes.repository.ts';

/**
 * GET /api/dictionary/installs (Settings > Data): the installed dictionaries with their sizes, and the
 * background install's progress per source.
 */
export const dictionaryInstallsRoutes: FeatureRoutes = async (app, context) => {
  const { database } = context;
  const online = onlineInstallerOf(context, app.log);
  // Sizes take three scans: computed again only when the dictionary revision has changed.
  let sizes: { revision: number; bytes: Promise<Map<string, number>> } | null = null;

  serve(app, api.dictionary.installs, async ({ reply }) => {
    void reply.header('Cache-Control', 'no-cache');
    const revision = await readRevision(database.db);
    if (!sizes || sizes.revision !== revision) {
      sizes = { revision, bytes: sourceSizes(database) };
      // A failed scan is not kept: the next request tries again.
      sizes.bytes.catch(() => (sizes = null));
    }
    const [rows, bytes] = await Promise.all([listSources(database.db), sizes.bytes]);
    return {
      sources: rows.map((row) => ({
        id: row.id,
        name: row.name,
        licence: row.licence,
        url: row.url,
        language: row.text_language as DictionaryTextLanguage,
        format: row.format,
        entries: row.entry_count,
        importedAt: row.imported_at,
        bytes: bytes.get(row.id) ?? 0,
      })),
      installs: online.list(),
    };
  });
};
