// @vitest-environment jsdom
import type { Card } from '@glossa/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewCardView } from './ReviewCardView.tsx';

// The Korean web font is the browser's business (a Vite virtual module): not loaded in jsdom.
vi.mock('../../lib/fonts.ts', () => ({ ensureKoreanFont: () => undefined }));

const CARD: Card = {
  id: 1,
  deck_id: 1,
  written: '학교',
  lang: 'ko_KR',
  senses: [
    {
      translation: 'école',
      definition: '',
      examples: [
        { example: '학교에 가요.', category: 'sentence', translation: 'Je vais à l’école.' },
        {
          example: '가: 어디 가요?\n나: 학교에 가요.',
          category: 'conversation',
          translation: 'A : Tu vas où ?\nB : À l’école.',
        },
        { example: '학교 앞', category: 'fragment' },
      ],
    },
  ],
  created_at: '2026-11-28T00:00:00.000Z',
  updated_at: '2026-11-28T00:00:00.000Z',
};

afterEach(cleanup);

describe('ReviewCardView', () => {
  it('shows the examples’ saved translations on the back only, a conversation line by line', () => {
    const { rerender } = render(<ReviewCardView card={CARD} revealed={false} cloze={null} />);
    expect(screen.queryByText('Je vais à l’école.')).toBeNull();
    rerender(<ReviewCardView card={CARD} revealed cloze={null} />);
    expect(screen.getByText('Je vais à l’école.').className).toBe('example-translation');
    expect(screen.getByText('Tu vas où ?')).toBeTruthy();
    expect(screen.getByText('À l’école.')).toBeTruthy();
    expect(document.querySelectorAll('.example-translation')).toHaveLength(3);
  });
});
