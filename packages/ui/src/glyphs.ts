import { useEffect, useState, type CSSProperties } from 'react';
import { useGlossaUi } from './provider.tsx';

/**
 * A style for elements showing `text` in `lang` (Korean words, Japanese glosses) that changes, invisibly, once
 * the client's web font files for that text have arrived. Chromium keeps empty boxes for text it shaped while
 * those files were on their way, for as long as the text's font (family, size, weight, spacing, language) stays
 * the same: even a copy of the element, or a forced layout, draws boxes again. A letter spacing one hundredth of
 * a pixel wider per arrival is another font to it, shaped afresh with the glyphs. Without a client font loader
 * (or with the files in already) the style is undefined.
 * @example <ol style={useGlyphsStyle(glosses.join(''), 'ja')}>...</ol>
 */
export function useGlyphsStyle(text: string, lang: string | undefined): CSSProperties | undefined {
  const { glyphsReady } = useGlossaUi();
  const [round, setRound] = useState(0);
  useEffect(() => {
    const ready = glyphsReady?.(text, lang);
    if (!ready) return;
    let live = true;
    void ready.then(() => {
      if (live) setRound((current) => current + 1);
    });
    return () => {
      live = false;
    };
  }, [glyphsReady, text, lang]);
  return round === 0 ? undefined : { letterSpacing: `${round / 100}px` };
}
