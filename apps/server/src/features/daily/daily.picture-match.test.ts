import { describe, expect, it } from 'vitest';
import { pictureMatchesSense } from './daily.picture-match.ts';

describe('a Daily picture matches the first sense', () => {
  it.each([
    ['school', 'school', true],
    ['rose', 'rose, rosebush', true],
    ['cat', 'a cat', true],
    ['books', 'book', true],
    ['package', 'package (tour)', false],
    ['package', 'to package', true],
    ['red apple', 'apple', true],
    // What the learner saw: a keyword picture that contradicts the word.
    ['maple leaf', 'sheet (counter for flat things)', false],
    ['rosette', 'rose', false],
    ['new moon', 'moon', false],
    ['package', 'package tour', false],
    ['', 'anything', false],
    ['school', '', false],
  ])('%s for "%s": %s', (label, sense, expected) => {
    expect(pictureMatchesSense(label, sense)).toBe(expected);
  });
});
