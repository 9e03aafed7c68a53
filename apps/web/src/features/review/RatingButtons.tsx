import { REVIEW_RATINGS, type ReviewPreview, type ReviewRating } from '@glossa/contract';
import { formatInterval } from './review.scheduler.ts';

const LABELS: Record<ReviewRating, string> = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' };

interface RatingButtonsProps {
  preview: ReviewPreview;
  /** When the previews are measured from (the time the card was shown). */
  now: Date;
  disabled: boolean;
  onRate(rating: ReviewRating): void;
}

/**
 * Again, Hard, Good and Easy, each with the wait it gives and its key (1-4).
 * @example <RatingButtons preview={item.preview} now={shownAt} disabled={false} onRate={rate} />
 */
export function RatingButtons({ preview, now, disabled, onRate }: RatingButtonsProps) {
  return (
    <div className="review-ratings" role="group" aria-label="How well did you know it?">
      {REVIEW_RATINGS.map((rating, i) => {
        const wait = formatInterval(Date.parse(preview[rating]) - now.getTime());
        return (
          <button
            key={rating}
            type="button"
            className={`button review-rate is-${rating}`}
            disabled={disabled}
            aria-keyshortcuts={String(i + 1)}
            aria-label={`${LABELS[rating]}, next in ${wait} (key ${i + 1})`}
            onClick={() => onRate(rating)}
          >
            <span className="review-rate-interval">{wait}</span>
            <span className="review-rate-label">{LABELS[rating]}</span>
            <kbd className="review-rate-key">{i + 1}</kbd>
          </button>
        );
      })}
    </div>
  );
}
