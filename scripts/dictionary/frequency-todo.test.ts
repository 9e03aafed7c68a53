import { describe, expect, it } from 'vitest';
import { faqParagraphs, helpParagraphs, moMessages } from './frequency-corpus.ts';
import { countLemmas, interleave, isHeadwordShaped, isLemmaOf, lemmasOfForms } from './frequency-todo.ts';

const unit = (surface: string, vocabulary: string, morphs: Array<[string, string]>) => ({
  surface,
  word: vocabulary,
  vocabulary,
  morphs: morphs.map(([lex, tag]) => ({ lex, tag })),
});

/** A little-endian gettext .mo file holding the given translations. */
function moFile(translations: string[]): Buffer {
  const strings = ['Project-Id-Version: x\nContent-Type: text/plain; charset=UTF-8\n', ...translations];
  const count = strings.length;
  const header = 28;
  const table = header + count * 8;
  let offset = table + count * 8;
  const index = Buffer.alloc(count * 8);
  const bodies: Buffer[] = [];
  strings.forEach((text, i) => {
    const bytes = Buffer.from(text + '\u0000', 'utf8');
    index.writeUInt32LE(bytes.length - 1, i * 8);
    index.writeUInt32LE(offset, i * 8 + 4);
    offset += bytes.length;
    bodies.push(bytes);
  });
  const head = Buffer.alloc(header);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(count, 8);
  head.writeUInt32LE(table, 12);
  head.writeUInt32LE(table, 16);
  return Buffer.concat([head, index, index, ...bodies]);
}

describe('frequency lists', () => {
  it('ranks lemmas by the documents they appear in, then by uses, leaving out names and function words', () => {
    const counts = countLemmas([
      [
        unit('파일을', '파일', [
          ['파일', 'NNG'],
          ['을', 'JKO'],
        ]),
        unit('파일', '파일', [['파일', 'NNG']]),
        unit('서울', '서울', [['서울', 'NNP']]),
      ],
      [
        unit('저장했다', '저장하다', [
          ['저장', 'NNG'],
          ['하', 'XSV'],
          ['었', 'EP'],
          ['다', 'EF'],
        ]),
      ],
      [
        unit('저장해', '저장하다', [
          ['저장', 'NNG'],
          ['하', 'XSV'],
          ['어', 'EC'],
        ]),
      ],
    ]);
    expect(counts).toEqual([
      { lemma: '저장하다', documents: 2, uses: 2 },
      { lemma: '파일', documents: 1, uses: 2 },
    ]);
  });

  it('refuses a Korean lemma with something glued to it (a failed analysis)', () => {
    expect(isHeadwordShaped({ morphs: [{ lex: '나', tag: 'NP' }] }, '나의')).toBe(false);
    expect(isHeadwordShaped({ morphs: [{ lex: '파일', tag: 'NNG' }] }, '파일')).toBe(true);
    expect(isHeadwordShaped({ morphs: [{ lex: '열', tag: 'VV' }] }, '열다')).toBe(true);
  });

  it('keeps words of the language only', () => {
    expect(isLemmaOf('ko_KR', '파일')).toBe(true);
    expect(isLemmaOf('ko_KR', 'file')).toBe(false);
    expect(isLemmaOf('ko_KR', '거야', new Set(['파일']))).toBe(false);
    expect(isLemmaOf('fr_FR', 'fichier', new Set(['fichier']))).toBe(true);
    expect(isLemmaOf('fr_FR', 'default', new Set(['fichier']))).toBe(false);
    expect(isLemmaOf('en_US', 'pm')).toBe(false);
    expect(isLemmaOf('en_US', 'Linux')).toBe(false);
  });

  it('maps word forms to lemmas in the order of their best-ranked form', () => {
    const analyses: Record<string, ReturnType<typeof unit>[]> = {
      saved: [unit('saved', 'save', [['save', 'VERB']])],
      files: [unit('files', 'file', [['files', 'NOUN']])],
      saves: [unit('saves', 'save', [['saves', 'VERB']])],
    };
    expect(lemmasOfForms(['saved', 'files', 'saves'], (form) => analyses[form] ?? [])).toEqual([
      'save',
      'file',
    ]);
  });

  it('interleaves two ranked lists, each lemma once', () => {
    expect(
      interleave([
        ['a', 'b', 'c'],
        ['b', 'd'],
      ]),
    ).toEqual([
      { lemma: 'a', from: 0 },
      { lemma: 'b', from: 1 },
      { lemma: 'c', from: 0 },
      { lemma: 'd', from: 1 },
    ]);
  });

  it('reads the prose of help pages, the FAQ and gettext catalogues', () => {
    expect(
      helpParagraphs(
        '<p dir="auto">Aide LibreOffice 7.4</p><p class="paragraph">Choisissez <span class="menuitem">Fichier</span> puis <span class="literal">A1</span>.</p>',
      ),
    ).toEqual(['Choisissez Fichier puis .']);
    expect(
      faqParagraphs('1.1. Qu’est-ce ?\n\nDebian est un système.\n\n-----\n\nVoir http://x.org/ ici.'),
    ).toEqual(['Debian est un système.', 'Voir ici.']);
    expect(moMessages(moFile(['_Enregistrer le fichier %s', '파일을 열 수 없습니다']))).toEqual([
      'Enregistrer le fichier',
      '파일을 열 수 없습니다',
    ]);
    expect(moMessages(Buffer.from('not a catalogue at all, really'))).toEqual([]);
  });
});
