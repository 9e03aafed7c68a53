import { describe, expect, it } from 'vitest';
import { highlightCss } from './highlight-styles.ts';
import { hostTokens, remToVariable } from './popup-styles.ts';

describe('the word popup', () => {
  it("takes its rem lengths from its own variable, not the page's root font size", () => {
    expect(remToVariable('a { margin: 0.5rem 1rem; width: 12px }')).toBe(
      'a { margin: calc(0.5 * var(--glossa-rem)) calc(1 * var(--glossa-rem)); width: 12px }',
    );
  });

  it('moves the design tokens from :root to the shadow host, dark included', () => {
    expect(hostTokens(':root { --a: 1 } :root.dark { --a: 2 }')).toBe(
      ':host { --a: 1 } :host(.dark) { --a: 2 }',
    );
  });
});

describe('the page colours', () => {
  it('has one rule per colour class and the selected word, in the chosen style', () => {
    for (const style of ['box', 'underline', 'zen'] as const) {
      const css = highlightCss(style);
      for (const name of ['known', 'seen', 'unknown', 'undefined', 'selected'])
        expect(css).toContain(`::highlight(glossa-${name})`);
    }
    expect(highlightCss('underline')).not.toMatch(/glossa-unknown\) \{ background/);
    expect(highlightCss('zen')).not.toMatch(/glossa-unknown\) \{[^}]*text-decoration/);
  });
});
