import type { WordStatus } from '@glossa/contract';
import { TextCoverageLine, countsForCoverage } from '@glossa/ui';
import { useCallback, useMemo } from 'react';
import type { PageWords } from '../messages.ts';
import { usePageWords } from './usePageWords.ts';

interface PageCoverageProps {
  /** The learner's statuses (the panel re-reads them when one changes, and the line recounts). */
  items: readonly { written: string; lang: string; status: WordStatus }[];
}

/**
 * How much of the active tab's page the learner knows, over the words its colouring found: the shared
 * coverage line, or a short note when the page is not coloured or cannot be read.
 */
export function PageCoverage({ items }: PageCoverageProps) {
  const page = usePageWords();
  if (page.state === 'asking') return null;
  if (page.state === 'unreadable')
    return (
      <p className="muted panel-page-note">Glossa cannot read this page, so its words are not counted.</p>
    );
  if (page.state === 'off')
    return (
      <p className="muted panel-page-note">Colour the words of this page to see how many of them you know.</p>
    );
  return <PageLine page={page} items={items} />;
}

function PageLine({ page, items }: { page: PageWords; items: PageCoverageProps['items'] }) {
  // The page's language: the one most of its counted words are in (a quote in another language is left out).
  const main = useMemo(() => {
    const counted = page.languages.map((language) => ({
      textLanguage: language.textLanguage,
      units: language.units.map((unit) => ({
        vocabulary: unit.vocabulary,
        morphs: unit.tag === undefined ? [] : [{ tag: unit.tag }],
      })),
    }));
    const size = (units: (typeof counted)[number]['units']) => units.filter(countsForCoverage).length;
    return counted.reduce<(typeof counted)[number] | null>(
      (best, language) => (!best || size(language.units) > size(best.units) ? language : best),
      null,
    );
  }, [page.languages]);
  const lang = main?.textLanguage;
  const stored = useMemo(
    () => new Map(items.filter((item) => item.lang === lang).map((item) => [item.written, item.status])),
    [items, lang],
  );
  const statusOf = useCallback((ref: string): WordStatus => stored.get(ref) ?? 'unknown', [stored]);

  if (!main && page.scanning)
    return <p className="muted panel-page-note">Counting the words of this page…</p>;
  return (
    <section className="panel-page" aria-label="This page">
      <h2 className="panel-page-title">This page</h2>
      <TextCoverageLine units={main?.units ?? []} statusOf={statusOf} label="Words you know on this page" />
    </section>
  );
}
