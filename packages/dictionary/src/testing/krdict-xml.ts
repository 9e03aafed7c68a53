/** One krdict sense for the fixture writer. */
export interface KrdictSenseFixture {
  definition: string;
  equivalents: Array<{ language: string; lemma: string; definition: string }>;
  examples: Array<{ type: '구' | '문장' | '대화'; lines: string[] }>;
}

/** One krdict LexicalEntry for the fixture writer. */
export interface KrdictEntryFixture {
  id: number;
  written: string;
  pos: string;
  level?: string;
  homonym?: number;
  unit?: string;
  pronunciation?: string;
  senses: KrdictSenseFixture[];
}

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const feat = (att: string, val: string): string => `<feat att="${att}" val="${escape(val)}"/>`;

/**
 * One `LexicalEntry` element in krdict's LMF XML, as the official download writes it.
 * @example krdictEntryXml({ id: 1, written: '학교', pos: '명사', senses: [...] })
 */
export function krdictEntryXml(entry: KrdictEntryFixture): string {
  const senses = entry.senses
    .map(
      (sense, index) =>
        `<Sense val="${entry.id}-${index + 1}">${feat('definition', sense.definition)}` +
        sense.equivalents
          .map(
            (e) =>
              `<Equivalent>${feat('language', e.language)}${feat('lemma', e.lemma)}${feat('definition', e.definition)}</Equivalent>`,
          )
          .join('') +
        sense.examples
          .map(
            (x) =>
              `<SenseExample>${feat('type', x.type)}${x.lines.map((line) => feat('example', line)).join('')}</SenseExample>`,
          )
          .join('') +
        `</Sense>`,
    )
    .join('');
  return (
    `<LexicalEntry att="id" val="${entry.id}">${feat('homonym_number', String(entry.homonym ?? 0))}` +
    `${feat('lexicalUnit', entry.unit ?? '단어')}${feat('partOfSpeech', entry.pos)}` +
    `${feat('vocabularyLevel', entry.level ?? '없음')}` +
    `<Lemma>${feat('writtenForm', entry.written)}</Lemma>` +
    (entry.pronunciation
      ? `<WordForm>${feat('type', '발음')}${feat('pronunciation', entry.pronunciation)}</WordForm>`
      : '') +
    `<RelatedForm>${feat('type', '파생어')}${feat('writtenForm', '관련어')}</RelatedForm>` +
    `${senses}</LexicalEntry>\n`
  );
}

/** The document head and tail around the entries. */
export const KRDICT_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE LexicalResource SYSTEM "DTD_LMF_REV_16.dtd">\n' +
  '<LexicalResource dtdVersion="16"><GlobalInformation>' +
  '<feat att="label" val="한국어 학습 사전"/></GlobalInformation><Lexicon>' +
  '<feat att="language" val="한국어"/>\n';
export const KRDICT_TAIL = '</Lexicon></LexicalResource>\n';

/**
 * A whole krdict XML document.
 * @example fs.writeFileSync('1.xml', krdictDocument([schoolEntry]));
 */
export function krdictDocument(entries: KrdictEntryFixture[]): string {
  return KRDICT_HEAD + entries.map(krdictEntryXml).join('') + KRDICT_TAIL;
}

/** A small realistic entry (학교) used by several tests. */
export const SCHOOL: KrdictEntryFixture = {
  id: 17459,
  written: '학교',
  pos: '명사',
  level: '초급',
  pronunciation: '학꾜',
  senses: [
    {
      definition: '일정한 목적, 교과 과정, 설비, 제도 및 법규에 의하여 학생을 가르치는 기관.',
      equivalents: [
        { language: '영어', lemma: 'school', definition: 'An institution where students are taught.' },
        {
          language: '프랑스어',
          lemma: 'école',
          definition: 'Établissement où des élèves reçoivent un enseignement.',
        },
        { language: '스페인어', lemma: 'escuela', definition: 'Institución donde se enseña.' },
        { language: '일본어', lemma: '学校', definition: '学生を教える機関。' },
        { language: '몽골어', lemma: 'сургууль', definition: '...' },
      ],
      examples: [
        { type: '구', lines: ['학교에 가다'] },
        { type: '문장', lines: ['저는 매일 학교에 가요.'] },
        { type: '대화', lines: ['가: 어디 가요?', '나: 학교에 가요.'] },
      ],
    },
  ],
};
