import type { Example } from '@glossa/contract';
import { EMPTY_GROUP_TEXT, conversationLines, groupExamples } from './lookup.ts';

const TITLES: Record<Example['category'], string> = {
  fragment: 'Fragments',
  sentence: 'Sentences',
  conversation: 'Conversations',
};

/**
 * A sense's examples as Fragments, Sentences and Conversations (lines alternating between two speakers),
 * with the spec's text for an empty group.
 * @example <ExampleGroups examples={[{ example: '학교에 가다', category: 'fragment' }]} lang="ko" />
 */
export function ExampleGroups({ examples, lang }: { examples: readonly Example[]; lang: string }) {
  const groups = groupExamples(examples);
  return (
    <div className="example-groups">
      <section aria-label={TITLES.fragment}>
        <h4>{TITLES.fragment}</h4>
        {groups.fragment.length === 0 ? (
          <p className="muted empty-group">{EMPTY_GROUP_TEXT.fragment}</p>
        ) : (
          <ul className="fragment-list" lang={lang}>
            {groups.fragment.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={TITLES.sentence}>
        <h4>{TITLES.sentence}</h4>
        {groups.sentence.length === 0 ? (
          <p className="muted empty-group">{EMPTY_GROUP_TEXT.sentence}</p>
        ) : (
          <ul className="sentence-list" lang={lang}>
            {groups.sentence.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={TITLES.conversation}>
        <h4>{TITLES.conversation}</h4>
        {groups.conversation.length === 0 ? (
          <p className="muted empty-group">{EMPTY_GROUP_TEXT.conversation}</p>
        ) : (
          groups.conversation.map((text) => (
            <ol key={text} className="conversation" lang={lang}>
              {conversationLines(text).map((line, i) => (
                <li key={i} className={i % 2 === 0 ? 'speaker-a' : 'speaker-b'}>
                  <span className="visually-hidden">{i % 2 === 0 ? 'Speaker A: ' : 'Speaker B: '}</span>
                  {line}
                </li>
              ))}
            </ol>
          ))
        )}
      </section>
    </div>
  );
}
