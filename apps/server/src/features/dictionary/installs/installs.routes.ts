import { api } from '@glossa/contract';
import { serve } from '../../../http/serve.ts';
import type { FeatureRoutes } from '../../feature.ts';
import { onlineInstallerOf } from './online.install.ts';

/**
 * GET /api/dictionary/installs (Settings > Data): the installed dictionaries with their sizes, and the
 * background install's progress per source.
 */
export const dictionaryInstallsRoutes: FeatureRoutes = async (app, context) => {
  const { dictionary } = context.services;
  const online = onlineInstallerOf(context, app.log);
  // Sizes take three scans: computed again only when the dictionary revision has changed.
  let sizes: { revision: number; bytes: Promise<Map<string, number>> } | null = null;

  serve(app, api.dictionary.installs, async ({ reply }) => {
    void reply.header('Cache-Control', 'no-cache');
    const revision = await dictionary.version();
    if (!sizes || sizes.revision !== revision) {
      sizes = { revision, bytes: dictionary.sourceSizes() };
      // A failed scan is not kept: the next request tries again.
      sizes.bytes.catch(() => (sizes = null));
    }
    const [sources, bytes] = await Promise.all([dictionary.installedSources(), sizes.bytes]);
    return {
      sources: sources.map((source) => ({ ...source, bytes: bytes.get(source.id) ?? 0 })),
      installs: online.list(),
    };
  });
};
