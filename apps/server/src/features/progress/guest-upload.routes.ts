import { api } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';
import { guestLogRows } from './guest-log.ts';

/** 10,000 words and 10,000 log entries with long written forms are a few MB (the app default is 1 MB). */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * `POST /api/user/voc/guest`: a guest's words and their status log join the signed-in account in one
 * transaction. The words are validated and stored as a sync write (newer wins); the log is kept as the
 * browser recorded it (its entries are validated by the contract: statuses from the enum, times from 2000
 * and not in the future) instead of being derived from the write, so the account's history is the guest's
 * and no word is counted twice. Private, never cached.
 */
export const guestUploadRoutes: FeatureRoutes = async (app, context) => {
  const vocabulary = context.services.vocabulary;

  serve(
    app,
    api.guest.upload,
    async ({ user, body }) => {
      const items = vocabulary.validate(body.items);
      return vocabulary.put(user.id, items, { log: guestLogRows(body.log) });
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
};
