import fs from 'node:fs';
import {
  krdictEntryXml,
  KRDICT_HEAD,
  KRDICT_TAIL,
  type KrdictEntryFixture,
} from '../src/testing/krdict-xml.ts';
import { buildZip } from '../src/testing/zip-writer.ts';

/**
 * Generates a krdict-format dump (a zip of LMF XML files, as the official full download) of `count` entries
 * with realistic shapes: 1-3 senses, equivalents in English, French, Spanish and Japanese, examples of the
 * three kinds. Real Korean words and English glosses from kengdic are used first when its sample is present.
 */

const POS = ['명사', '명사', '명사', '동사', '동사', '형용사', '부사', '관형사', '의존 명사', '감탄사'];
const LEVELS = ['초급', '중급', '고급', '없음'];
const ENGLISH = [
  'house',
  'water',
  'study',
  'friend',
  'music',
  'travel',
  'weather',
  'market',
  'story',
  'kitchen',
  'letter',
  'river',
];

/** A small deterministic random generator (mulberry32), so two runs generate the same dump. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Korean words and English glosses of the kengdic sample (`COPY m_korean ...` rows), or none.
 * @example readKengdic('/work/shared/data/kengdic/ezcorean_6000.sql').length // 5665
 */
export function readKengdic(file: string): Array<{ word: string; gloss: string }> {
  if (!fs.existsSync(file)) return [];
  const words: Array<{ word: string; gloss: string }> = [];
  let inCopy = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('COPY m_korean')) inCopy = true;
    else if (line.startsWith('\\.')) inCopy = false;
    else if (inCopy) {
      const [, word, , def] = line.split('\t');
      if (word && def && def !== '\\N' && /^[\uac00-\ud7a3 ]+$/.test(word))
        words.push({ word, gloss: def.trim().slice(0, 120) });
    }
  }
  return words;
}

/**
 * The i-th generated entry.
 * @example generatedEntry(0, random(1), []) // { id: 1, written: '...', ... }
 */
export function generatedEntry(
  index: number,
  rand: () => number,
  seeds: Array<{ word: string; gloss: string }>,
): KrdictEntryFixture {
  const seed = seeds[index];
  const syllables = 1 + Math.floor(rand() * 4);
  let written = seed?.word ?? '';
  if (!written) {
    for (let s = 0; s < syllables; s += 1)
      written += String.fromCharCode(0xac00 + Math.floor(rand() * 11172));
    if (rand() < 0.3) written += '하다';
  }
  const english = seed?.gloss ?? `${ENGLISH[Math.floor(rand() * ENGLISH.length)]} ${index}`;
  const senseCount = 1 + Math.floor(rand() * 3);
  const senses = Array.from({ length: senseCount }, (_, s) => ({
    definition: `${written}의 ${s + 1}번째 뜻을 설명하는 한국어 정의 문장입니다.`,
    equivalents: [
      {
        language: '영어',
        lemma: s === 0 ? english : `${english} (${s + 1})`,
        definition: `A generated English definition of sense ${s + 1} of entry ${index}.`,
      },
      {
        language: '프랑스어',
        lemma: `mot ${index}-${s}`,
        definition: `Définition française générée du sens ${s + 1}.`,
      },
      {
        language: '스페인어',
        lemma: `palabra ${index}-${s}`,
        definition: `Definición española generada del sentido ${s + 1}.`,
      },
      { language: '일본어', lemma: `語${index}`, definition: `生成された日本語の定義 ${s + 1}。` },
    ],
    examples: [
      { type: '구' as const, lines: [`${written}을 보다`] },
      ...(rand() < 0.7 ? [{ type: '문장' as const, lines: [`어제 ${written}에 대해 이야기했어요.`] }] : []),
      ...(rand() < 0.3
        ? [{ type: '대화' as const, lines: [`가: ${written} 알아요?`, `나: 네, 알아요.`] }]
        : []),
    ],
  }));
  return {
    id: index + 1,
    written,
    pos: POS[Math.floor(rand() * POS.length)] ?? '명사',
    level: LEVELS[Math.floor(rand() * LEVELS.length)] ?? '없음',
    homonym: rand() < 0.1 ? 1 + Math.floor(rand() * 3) : 0,
    pronunciation: written,
    senses,
  };
}

/**
 * Writes the dump: a zip of XML members of `perFile` entries each. Answers the zip's size in bytes.
 * @example writeKrdictZip('/tmp/krdict.zip', 50_000)
 */
export function writeKrdictZip(
  target: string,
  count: number,
  options: { perFile?: number; kengdic?: string } = {},
): number {
  const rand = random(20_261_121);
  const seeds = options.kengdic ? readKengdic(options.kengdic) : [];
  const perFile = options.perFile ?? 10_000;
  const members: Array<{ name: string; data: Buffer }> = [];
  for (let start = 0, file = 1; start < count; start += perFile, file += 1) {
    const parts: string[] = [KRDICT_HEAD];
    for (let i = start; i < Math.min(count, start + perFile); i += 1)
      parts.push(krdictEntryXml(generatedEntry(i, rand, seeds)));
    parts.push(KRDICT_TAIL);
    members.push({
      name: `${file}_${String(start + 1).padStart(6, '0')}.xml`,
      data: Buffer.from(parts.join(''), 'utf8'),
    });
  }
  const zip = buildZip(members);
  fs.writeFileSync(target, zip);
  return zip.length;
}
