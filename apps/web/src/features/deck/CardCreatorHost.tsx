import { lazy, Suspense } from 'react';
import { useCardCreatorRequest } from './card-creator.request.ts';

const CardCreator = lazy(() => import('./CardCreator.tsx'));

/**
 * Where the card creator appears, on every screen (mounted once by the app's UI provider); its code loads
 * the first time a word's "+" is pressed.
 * @example <CardCreatorHost />
 */
export function CardCreatorHost() {
  const request = useCardCreatorRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <CardCreator request={request} />
    </Suspense>
  );
}
