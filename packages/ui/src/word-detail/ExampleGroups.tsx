import type { Example } from '@glossa/contract';
import { useState, type ReactNode } from 'react';
import { EMPTY_GROUP_TEXT, conversationLines, exampleTranslations, groupExamples } from './lookup.ts';

const TITLES: Record<Example['category'], string> = {
  fragment: 'Fragments',
  sentence: 'Sentences',
  conversation: 'Conversations',
};

const CATEGORIES: readonly Example['category'][] = ['fragment', 'sentence', 'conversation'];

/** Said under a sense none of whose groups has an example (outside the Home demo). */
export const NO_EXAMPLES_TEXT = 'No examples for this sense yet.';

/** Where the learner's choice to hide example translations is kept (one choice for every panel). */
const HIDE_KEY = 'glossa.hideExampleTranslations';

function readHidden(): boolean {
  try {
    return globalThis.localStorage?.getItem(HIDE_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHidden(hidden: boolean): void {
  try {
    if (hidden) globalThis.localStorage?.setItem(HIDE_KEY, '1');
    else globalThis.localStorage?.removeItem(HIDE_KEY);
  } catch {
    // Storage refused (private mode, sandboxed frame): the choice lasts as long as the panel.
  }
}

/**
 * A sense's examples as Fragments, Sentences and Conversations (lines alternating between two speakers),
 * each with its translation in the dictionary language under it when the dictionary gives one; a button
 * hides or shows the translations (the choice is remembered). Only the groups that hold examples are shown;
 * `showEmpty` (the Home demo, where the spec wants them) shows every group, an empty one with the spec's text.
 * @example <ExampleGroups examples={[{ example: '학교에 가다', category: 'fragment' }]} lang="ko" />
 */
export function ExampleGroups({
  examples,
  lang,
  translationLang,
  showEmpty = false,
}: {
  examples: readonly Example[];
  lang: string;
  /** The short code of the translations' language (the dictionary language). */
  translationLang?: string;
  showEmpty?: boolean;
}) {
  const [hidden, setHidden] = useState(readHidden);
  const groups = groupExamples(examples);
  const translations = exampleTranslations(examples);
  const shown = CATEGORIES.filter((category) => showEmpty || groups[category].length > 0);
  if (shown.length === 0) return <p className="muted empty-group">{NO_EXAMPLES_TEXT}</p>;
  const texts = { lang, translationLang, translations: hidden ? new Map<string, string>() : translations };
  return (
    <div className="example-groups">
      {translations.size > 0 && (
        <button
          type="button"
          className="example-translations-toggle"
          aria-pressed={!hidden}
          onClick={() => {
            writeHidden(!hidden);
            setHidden(!hidden);
          }}
        >
          {hidden ? 'Show translations' : 'Hide translations'}
        </button>
      )}
      {shown.map((category) => (
        <section key={category} aria-label={TITLES[category]}>
          <h4>{TITLES[category]}</h4>
          {groups[category].length === 0 ? (
            <p className="muted empty-group">{EMPTY_GROUP_TEXT[category]}</p>
          ) : (
            groupList(category, groups[category], texts)
          )}
        </section>
      ))}
    </div>
  );
}

interface Texts {
  lang: string;
  translationLang: string | undefined;
  translations: ReadonlyMap<string, string>;
}

function groupList(category: Example['category'], examples: string[], texts: Texts): ReactNode {
  const { lang, translationLang, translations } = texts;
  if (category === 'conversation') {
    return examples.map((text) => {
      const translated = translations.get(text);
      const translatedLines = translated ? conversationLines(translated) : [];
      return (
        <ol key={text} className="conversation">
          {conversationLines(text).map((line, i) => (
            <li key={i} className={i % 2 === 0 ? 'speaker-a' : 'speaker-b'}>
              <span className="visually-hidden">{i % 2 === 0 ? 'Speaker A: ' : 'Speaker B: '}</span>
              <span lang={lang}>{line}</span>
              {translatedLines[i] && (
                <span className="example-translation" lang={translationLang}>
                  {translatedLines[i]}
                </span>
              )}
            </li>
          ))}
        </ol>
      );
    });
  }
  return (
    <ul className={category === 'fragment' ? 'fragment-list' : 'sentence-list'}>
      {examples.map((text) => {
        const translated = translations.get(text);
        return (
          <li key={text}>
            <span lang={lang}>{text}</span>
            {translated && (
              <span className="example-translation" lang={translationLang}>
                {translated}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
