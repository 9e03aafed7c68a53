import { describe, expect, it } from 'vitest';
import { paragraphsOfPage } from './heldout-texts.ts';

describe('paragraphsOfPage', () => {
  it('keeps the prose of each paragraph and drops file names, commands, typed input, keys and URLs', () => {
    const html = [
      '<div class="navheader"><table><tr><td>Chapter 3</td></tr></table></div>',
      '<p>Edit <code class="filename">/etc/fstab</code> with <span class="command"><strong>nano</strong></span>, then',
      'press <span class="keycap"><strong>Enter</strong></span> &amp; type <strong class="userinput"><code>yes</code></strong>.</p>',
      '<pre class="screen">mount /dev/sda1 /mnt</pre>',
      '<p>See <a class="ulink" href="https://example.org/">https://example.org/</a> for “details”&#8230;</p>',
      '<p>  </p><p>42</p>',
    ].join('\n');
    expect(paragraphsOfPage(html)).toEqual(['Edit with, then press & type.', 'See for “details”…']);
  });

  it('reads Korean and French paragraphs with their entities', () => {
    expect(
      paragraphsOfPage('<p>설치 과정&nbsp;개요</p><p>L&#39;installateur s&apos;arr&ecirc;te</p>'),
    ).toEqual(['설치 과정 개요', "L'installateur s'arr&ecirc;te"]);
  });

  it('is empty for a page with no paragraph', () => {
    expect(paragraphsOfPage('<html><body><h1>Index</h1><ul><li>1.1</li></ul></body></html>')).toEqual([]);
  });
});
