import type { Card } from '@glossa/contract';
import { conversationLines } from '@glossa/ui';
import { useEffect } from 'react';
import { ensureKoreanFont } from '../../lib/fonts.ts';

const SPEAKERS = ['나', '너'] as const;
const CATEGORY_LABELS = { fragment: 'Fragment', sentence: 'Sentence', conversation: 'Conversation' } as const;

interface ReviewCardViewProps {
  card: Card;
  revealed: boolean;
  /** The example sentence with the word blanked, shown on the front when asked for. */
  cloze: string | null;
}

/**
 * One flashcard of a review: the front (the written form, and the blanked sentence when given), then on
 * reveal the back (every sense with its translation, definition and examples).
 * @example <ReviewCardView card={card} revealed={false} cloze="＿＿에 가요." />
 */
export function ReviewCardView({ card, revealed, cloze }: ReviewCardViewProps) {
  const lang = card.lang.slice(0, 2);
  // Korean glyphs on every machine: the web font's rules load the first time a Korean card shows.
  useEffect(() => {
    const examples = card.senses.flatMap((sense) => sense.examples.map((e) => e.example));
    ensureKoreanFont([card.written, ...examples].join(' '), card.lang);
  }, [card]);
  return (
    <article className="card review-card" aria-label={`Card: ${card.written}`} data-revealed={revealed}>
      <div className="review-front">
        <p className="review-written">
          <span lang={lang}>{card.written}</span>
        </p>
        {cloze && (
          <p className="review-cloze">
            <span lang={lang}>{cloze}</span>
          </p>
        )}
      </div>
      {revealed && (
        <div className="review-back">
          <ol className="review-senses">
            {card.senses.map((sense, i) => (
              <li key={i} className="review-sense">
                {sense.translation && <p className="review-translation">{sense.translation}</p>}
                {sense.definition && <p className="review-definition muted">{sense.definition}</p>}
                {sense.examples.length > 0 && (
                  <ul className="review-examples">
                    {sense.examples.map((example, j) => (
                      <li key={j} className={`review-example is-${example.category}`}>
                        <span className="review-example-kind">{CATEGORY_LABELS[example.category]}</span>
                        {example.category === 'conversation' ? (
                          <ol className="review-conversation">
                            {conversationLines(example.example).map((line, k) => (
                              <li key={k}>
                                <span className="review-speaker">{SPEAKERS[k % 2]}</span>{' '}
                                <span lang={lang}>{line}</span>
                                {example.translation && conversationLines(example.translation)[k] && (
                                  <span className="example-translation">
                                    {conversationLines(example.translation)[k]}
                                  </span>
                                )}
                              </li>
                            ))}
                          </ol>
                        ) : (
                          <>
                            <span lang={lang}>{example.example}</span>
                            {/* On the back only: the example's translation, as the card was saved with it. */}
                            {example.translation && (
                              <span className="example-translation">{example.translation}</span>
                            )}
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </article>
  );
}
