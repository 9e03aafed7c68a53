// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useGlyphsStyle } from './glyphs.ts';
import { GlossaUiProvider, type GlossaUi } from './provider.tsx';

function Gloss({ text }: { text: string }) {
  return (
    <span lang="ja" style={useGlyphsStyle(text, 'ja')}>
      {text}
    </span>
  );
}

/** A client whose font files for `text` arrive when `arrive` is called (null: no web font needed). */
function client(needsFont: boolean) {
  let arrive = () => {};
  const asked: string[] = [];
  const ui: GlossaUi = {
    glyphsReady: (text) => {
      asked.push(text);
      return needsFont ? new Promise<void>((resolve) => (arrive = resolve)) : null;
    },
  };
  return { ui, asked, arrive: () => arrive() };
}

afterEach(cleanup);

describe('useGlyphsStyle', () => {
  it('changes the font of the text (invisibly) once its font files arrive, not before', async () => {
    const fonts = client(true);
    render(
      <GlossaUiProvider value={fonts.ui}>
        <Gloss text="学校" />
      </GlossaUiProvider>,
    );
    const gloss = screen.getByText('学校');
    expect(fonts.asked).toEqual(['学校']);
    expect(gloss.style.letterSpacing).toBe('');
    fonts.arrive();
    await waitFor(() => expect(gloss.style.letterSpacing).toBe('0.01px'));
  });

  it('leaves the text alone when no web font is needed, or without a client', () => {
    const fonts = client(false);
    render(
      <GlossaUiProvider value={fonts.ui}>
        <Gloss text="school" />
      </GlossaUiProvider>,
    );
    render(<Gloss text="学校" />);
    expect(fonts.asked).toEqual(['school']);
    expect(screen.getByText('school').style.letterSpacing).toBe('');
    expect(screen.getByText('学校').style.letterSpacing).toBe('');
  });
});
