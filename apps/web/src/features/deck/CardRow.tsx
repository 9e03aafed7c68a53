import type { Card, CardInfo, Example } from '@glossa/contract';
import { ChevronIcon, EditIcon, TrashIcon, conversationLines } from '@glossa/ui';
import { memo } from 'react';
import { addedText } from './deck.model.ts';

interface CardRowProps {
  info: CardInfo;
  expanded: boolean;
  /** The full card, once fetched. */
  card: Card | undefined;
  onToggle(cardId: number): void;
  onEdit(cardId: number): void;
  onDelete(cardId: number): void;
}

/**
 * A card of the Deck screen: the written form with edit and delete; a click expands or
 * collapses it, showing its senses, examples and the date it was added. Memoised: typing in the search
 * re-renders only the rows that change.
 * @example <CardRow info={info} expanded={false} card={undefined} onToggle={toggle} ... />
 */
export const CardRow = memo(function CardRow({
  info,
  expanded,
  card,
  onToggle,
  onEdit,
  onDelete,
}: CardRowProps) {
  const bodyId = `card-body-${info.id}`;
  const lang = card?.lang.slice(0, 2);
  return (
    <li className={`deck-card${expanded ? ' is-open' : ''}`} data-card-id={info.id}>
      <div className="deck-card-head">
        <button
          type="button"
          className="deck-card-toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => onToggle(info.id)}
        >
          <ChevronIcon className="deck-card-chevron" width="18" height="18" />
          <span className="deck-card-written" lang={lang}>
            {info.written}
          </span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Edit ${info.written}`}
          onClick={() => onEdit(info.id)}
        >
          <EditIcon width="18" height="18" />
        </button>
        <button
          type="button"
          className="icon-button deck-delete"
          aria-label={`Delete ${info.written}`}
          onClick={() => onDelete(info.id)}
        >
          <TrashIcon width="18" height="18" />
        </button>
      </div>
      {expanded && (
        <div className="deck-card-body" id={bodyId}>
          {card ? (
            <CardContent card={card} />
          ) : (
            <p className="muted" role="status">
              Loading…
            </p>
          )}
        </div>
      )}
    </li>
  );
});

function CardContent({ card }: { card: Card }) {
  const lang = card.lang.slice(0, 2);
  return (
    <>
      <ol className="card-senses">
        {card.senses.map((sense, i) => (
          <li key={i} className="card-sense">
            <dl>
              {sense.translation && (
                <>
                  <dt>Translation</dt>
                  <dd>{sense.translation}</dd>
                </>
              )}
              {sense.definition && (
                <>
                  <dt>Definition</dt>
                  <dd>{sense.definition}</dd>
                </>
              )}
            </dl>
            <CardExamples examples={sense.examples} lang={lang} />
          </li>
        ))}
      </ol>
      <p className="card-added muted">{addedText(card.created_at)}</p>
    </>
  );
}

/** The speakers of a conversation: the Korean pronouns for "I" and "you". */
const SPEAKERS = ['나', '너'] as const;

/** A sense's examples as Fragments (a two-column grid), Sentences and Conversations; empty groups left out. */
function CardExamples({ examples, lang }: { examples: readonly Example[]; lang: string }) {
  const of = (category: Example['category']) => examples.filter((e) => e.category === category);
  const fragments = of('fragment');
  const sentences = of('sentence');
  const conversations = of('conversation');
  return (
    <>
      {fragments.length > 0 && (
        <section className="card-examples" aria-label="Fragments">
          <h4>Fragments</h4>
          <ul className="card-fragments">
            {fragments.map((e, i) => (
              <li key={i}>
                <span lang={lang}>{e.example}</span>
                {e.translation && <span className="example-translation">{e.translation}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {sentences.length > 0 && (
        <section className="card-examples" aria-label="Sentences">
          <h4>Sentences</h4>
          <ul className="card-sentences">
            {sentences.map((e, i) => (
              <li key={i}>
                <span lang={lang}>{e.example}</span>
                {e.translation && <span className="example-translation">{e.translation}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {conversations.length > 0 && (
        <section className="card-examples" aria-label="Conversations">
          <h4>Conversations</h4>
          {conversations.map((e, i) => (
            <ol key={i} className="card-conversation">
              {conversationLines(e.example).map((line, j) => (
                <li key={j} className={j % 2 === 0 ? 'speaker-me' : 'speaker-you'}>
                  <span className="speaker" lang="ko">
                    {SPEAKERS[j % 2]}
                  </span>
                  <span lang={lang}>{line}</span>
                  {e.translation && conversationLines(e.translation)[j] && (
                    <span className="example-translation">{conversationLines(e.translation)[j]}</span>
                  )}
                </li>
              ))}
            </ol>
          ))}
        </section>
      )}
    </>
  );
}
