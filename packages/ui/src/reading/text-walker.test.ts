// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ParagraphGrouper, textNodes } from './text-walker.ts';

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

describe('textNodes', () => {
  it('answers the text nodes in document order, leaving out what skip refuses', () => {
    const body = page('<p>one <b>two</b></p><script>no()</script><div>three<code>x</code></div>');
    expect([...textNodes(body)].map((node) => node.data)).toEqual(['one ', 'two', 'no()', 'three', 'x']);
    const skip = (element: Element) => ['script', 'code'].includes(element.localName);
    expect([...textNodes(body, skip)].map((node) => node.data)).toEqual(['one ', 'two', 'three']);
  });

  it('goes on from where it stopped', () => {
    const body = page('<p>a</p><p>b</p><p>c</p>');
    const walk = textNodes(body);
    expect(walk.next().value?.data).toBe('a');
    body.append(Object.assign(document.createElement('p'), { textContent: 'd' }));
    expect([...walk].map((node) => node.data)).toEqual(['b', 'c', 'd']);
  });
});

describe('ParagraphGrouper', () => {
  it('groups nodes by their nearest block, with each node start in the paragraph text', () => {
    const body = page('<p>Once <i>upon</i> a time</p><ul><li>one</li><li> </li></ul>tail');
    const grouper = new ParagraphGrouper(body, 'p, li');
    for (const node of textNodes(body)) grouper.add(node);
    const paragraphs = grouper.paragraphs();
    expect(paragraphs.map((paragraph) => paragraph.text)).toEqual(['Once upon a time', 'one', 'tail']);
    expect(paragraphs[0]!.starts).toEqual([0, 5, 9]);
    expect(paragraphs[0]!.nodes.map((node) => node.data)).toEqual(['Once ', 'upon', ' a time']);
  });

  it('keeps only the blocks asked for', () => {
    const body = page('<p id="a">first</p><p id="b">second</p>');
    const grouper = new ParagraphGrouper(body, 'p');
    for (const node of textNodes(body)) grouper.add(node);
    expect(grouper.paragraphs((block) => block.id === 'b').map((paragraph) => paragraph.text)).toEqual([
      'second',
    ]);
  });
});
