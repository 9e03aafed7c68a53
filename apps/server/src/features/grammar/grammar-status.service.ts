import type { GrammarStatusItem, GrammarStatusList, GrammarStatusValue } from '@glossa/contract';
import type { GrammarStatusRepository } from './grammar-status.repository.ts';
import { requireCatalogueId } from './grammar.catalogue.ts';

/**
 * A signed-in learner's construction statuses. Only catalogue ids are stored, one row per construction, so
 * the catalogue's size caps what one learner can store; the latest write wins (a learner sets these by hand,
 * one at a time, so there is no offline queue to order).
 * @example await service.set(userId, 'ko.connective.aseo', 'known')
 */
export class GrammarStatusService {
  constructor(private readonly statuses: GrammarStatusRepository) {}

  async list(userId: string): Promise<GrammarStatusList> {
    const rows = await this.statuses.list(userId);
    return {
      items: rows.map((r) => ({ id: r.construction_id, status: r.status, updated_at: r.updated_at })),
    };
  }

  async set(userId: string, id: string, status: GrammarStatusValue): Promise<GrammarStatusItem> {
    requireCatalogueId(id);
    const updatedAt = new Date().toISOString();
    await this.statuses.save({ user_id: userId, construction_id: id, status, updated_at: updatedAt });
    return { id, status, updated_at: updatedAt };
  }

  async clear(userId: string, id: string): Promise<void> {
    requireCatalogueId(id);
    await this.statuses.remove(userId, id);
  }
}
