import type { Example } from '@glossa/contract';
import type { ReactNode } from 'react';
import { EMPTY_GROUP_TEXT, conversationLines, groupExamples } from './lookup.ts';

const TITLES: Record<Example['category'], string> = {
  fragment: 'Fragments',
  sentence: 'Sentences',
  conversation: 'Conversations',
};

const CATEGORIES: readonly Example['category'][] = ['fragment', 'sentence', 'conversation'];

/** Said under a sense none of whose groups has an example (outside the Home demo). */
export const NO_EXAMPLES_TEXT = 'No examples for this sense yet.';

/**
 * A sense's examples as Fragments, Sentences and Conversations (lines alternating between two speakers).
 * Only the groups that hold examples are shown; `showEmpty` (the Home demo, where the spec wants them) shows
 * every group, an empty one with the spec's text.
 * @example <ExampleGroups examples={[{ example: '학교에 가다', category: 'fragment' }]} lang="ko" />
 */
export function ExampleGroups({
  examples,
  lang,
  showEmpty = false,
}: {
  examples: readonly Example[];
  lang: string;
  showEmpty?: boolean;
}) {
  const groups = groupExamples(examples);
  const shown = CATEGORIES.filter((category) => showEmpty || groups[category].length > 0);
  if (shown.length === 0) return <p className="muted empty-group">{NO_EXAMPLES_TEXT}</p>;
  return (
    <div className="example-groups">
      {shown.map((category) => (
        <section key={category} aria-label={TITLES[category]}>
          <h4>{TITLES[category]}</h4>
          {groups[category].length === 0 ? (
            <p className="muted empty-group">{EMPTY_GROUP_TEXT[category]}</p>
          ) : (
            groupList(category, groups[category], lang)
          )}
        </section>
      ))}
    </div>
  );
}

function groupList(category: Example['category'], texts: string[], lang: string): ReactNode {
  if (category === 'conversation') {
    return texts.map((text) => (
      <ol key={text} className="conversation" lang={lang}>
        {conversationLines(text).map((line, i) => (
          <li key={i} className={i % 2 === 0 ? 'speaker-a' : 'speaker-b'}>
            <span className="visually-hidden">{i % 2 === 0 ? 'Speaker A: ' : 'Speaker B: '}</span>
            {line}
          </li>
        ))}
      </ol>
    ));
  }
  return (
    <ul className={category === 'fragment' ? 'fragment-list' : 'sentence-list'} lang={lang}>
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
