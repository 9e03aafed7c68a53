/**
 * Fixture EPUBs for the Reader's tests, built from texts written for them: EPUB 3 (Korean, English), EPUB 2
 * (French), a hostile one (a script, an inline handler, an external image and a link), a broken zip, and one
 * whose spine names a missing chapter.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';

const KOREAN = [
  '민지는 아침 일찍 일어나서 친구와 함께 학교에 갔어요.',
  '학교 앞 작은 식당에서 따뜻한 국수를 먹고 도서관으로 걸어갔어요.',
  '도서관에는 오래된 책이 많았고 창문 밖으로 비가 조용히 내렸어요.',
  '민지는 새 단어를 공책에 적으면서 내일 시험을 준비했어요.',
  '저녁이 되자 친구가 전화를 해서 같이 영화를 보자고 했어요.',
];
const ENGLISH = [
  'This morning Anna looked up a lot of new words with her friend before the train left the station.',
  'The old library smelled of paper and rain, and the windows were covered with small drops of water.',
  'She wrote every word in a green notebook and read each sentence aloud until it sounded natural.',
  'In the afternoon they walked along the river and talked about the books they wanted to read next.',
  'When the evening came, the city lights slowly appeared one by one over the quiet water.',
];
const FRENCH = [
  "Ce matin, Claire est allée à l'université avec son amie Léa sous un ciel très gris.",
  'Elles ont pris un café dans une petite boulangerie et ont parlé du livre qu’elles lisaient.',
  'Le soir, Claire a écrit les mots nouveaux dans un carnet bleu avant de dormir.',
];

function chapter(title: string, lang: string, paragraphs: readonly string[], extra = '', head = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}">
<head><title>${title}</title>${head}</head>
<body>
<h1>${title}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
${extra}
</body>
</html>`;
}

interface BookSpec {
  version: '2.0' | '3.0';
  title: string;
  /** dc:creator, when the book names one. */
  author?: string;
  lang: string;
  chapters: { id: string; href: string; body?: string }[];
  /** Files of the zip that the manifest does not name (or overrides). */
  files?: Record<string, string>;
}

function opf(spec: BookSpec): string {
  const items = spec.chapters
    .map((c) => `<item id="${c.id}" href="${c.href}" media-type="application/xhtml+xml"/>`)
    .join('\n    ');
  const spine = spec.chapters.map((c) => `<itemref idref="${c.id}"/>`).join('\n    ');
  const nav =
    spec.version === '3.0'
      ? '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>'
      : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="${spec.version}" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:uuid:glossa-${spec.title.replace(/\W+/g, '-')}</dc:identifier>
    <dc:title>${spec.title}</dc:title>
    <dc:language>${spec.lang}</dc:language>${spec.author ? `\n    <dc:creator>${spec.author}</dc:creator>` : ''}
  </metadata>
  <manifest>
    ${nav}
    ${items}
  </manifest>
  <spine>
    ${spine}
  </spine>
</package>`;
}

const CONTAINER = `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;

function epub(spec: BookSpec): Uint8Array {
  const files: Zippable = {
    // The mimetype entry comes first and is stored, as OCF requires.
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(CONTAINER),
    'OEBPS/content.opf': strToU8(opf(spec)),
  };
  if (spec.version === '3.0')
    files['OEBPS/nav.xhtml'] = strToU8(
      chapter(
        'Contents',
        spec.lang,
        [],
        `<nav epub:type="toc"><ol>${spec.chapters
          .map((c, i) => `<li><a href="${c.href}">Chapter ${i + 1}</a></li>`)
          .join('')}</ol></nav>`,
      ),
    );
  for (const c of spec.chapters) if (c.body !== undefined) files[`OEBPS/${c.href}`] = strToU8(c.body);
  for (const [path, text] of Object.entries(spec.files ?? {})) files[path] = strToU8(text);
  return zipSync(files);
}

/** Repeats the texts so that a chapter spans several pages. */
function many(paragraphs: readonly string[], times: number): string[] {
  return Array.from({ length: times }, () => paragraphs).flat();
}

/**
 * Every fixture book by file name.
 * @example const books = readerFixtures(); await fs.writeFile('korean.epub', books['korean.epub']);
 */
export function readerFixtures(): Record<string, Uint8Array> {
  return {
    'korean.epub': epub({
      version: '3.0',
      title: '민지의 하루',
      author: '한가람',
      lang: 'ko',
      chapters: [
        { id: 'c1', href: 'c1.xhtml', body: chapter('첫째 날', 'ko', many(KOREAN, 6)) },
        { id: 'c2', href: 'c2.xhtml', body: chapter('둘째 날', 'ko', KOREAN) },
      ],
    }),
    'english.epub': epub({
      version: '3.0',
      title: 'A Day of Words',
      author: 'Ada Lovelace',
      lang: 'en',
      chapters: [{ id: 'c1', href: 'c1.xhtml', body: chapter('Morning', 'en', many(ENGLISH, 5)) }],
    }),
    'french.epub': epub({
      version: '2.0',
      title: 'Une journée',
      lang: 'fr',
      chapters: [{ id: 'c1', href: 'c1.xhtml', body: chapter('Le matin', 'fr', many(FRENCH, 4)) }],
    }),
    'hostile.epub': epub({
      version: '3.0',
      title: 'Hostile',
      lang: 'en',
      chapters: [
        {
          id: 'c1',
          href: 'c1.xhtml',
          body: chapter(
            'Trap',
            'en',
            ['This book tries to run a script, load a remote picture and take you away.'],
            `<p onclick="window.__bookScriptRan = true">Click this sentence to test handlers.</p>
<img src="https://example.invalid/tracker.png" alt="remote"/>
<p><a id="escape" href="https://example.invalid/elsewhere">A link out of the app</a></p>
<script>window.__bookScriptRan = true; document.title = 'pwned';</script>`,
            '<script>window.__bookScriptRan = true;</script><link rel="stylesheet" href="https://example.invalid/x.css"/>',
          ),
        },
      ],
    }),
    // A chapter whose words are partly inside a link to the next chapter.
    'linked.epub': epub({
      version: '3.0',
      title: 'Linked',
      lang: 'en',
      chapters: [
        {
          id: 'c1',
          href: 'c1.xhtml',
          body: chapter(
            'Links',
            'en',
            ['The garden was quiet in the morning.'],
            '<p>Read <a href="c2.xhtml">the second chapter about the river</a> later.</p>',
          ),
        },
        { id: 'c2', href: 'c2.xhtml', body: chapter('River', 'en', ENGLISH.slice(0, 2)) },
      ],
    }),
    'missing-chapter.epub': epub({
      version: '2.0',
      title: 'Missing',
      lang: 'en',
      chapters: [
        { id: 'gone', href: 'gone.xhtml' },
        { id: 'c2', href: 'c2.xhtml', body: chapter('Still here', 'en', ENGLISH.slice(0, 2)) },
      ],
    }),
    // A zip cut in half: its central directory is gone.
    'broken.epub': epub({
      version: '3.0',
      title: 'Broken',
      lang: 'en',
      chapters: [{ id: 'c1', href: 'c1.xhtml', body: chapter('x', 'en', ENGLISH) }],
    }).slice(0, 200),
  };
}

/**
 * A book of about `bytes` bytes (stored, not compressed, so the file really is that big): English chapters
 * of about 20 KB each, for `npm run bench:reader`.
 * @example writeFileSync('big.epub', bigBook(2_000_000));
 */
export function bigBook(bytes: number): Uint8Array {
  const paragraphs = many(ENGLISH, 40);
  const body = chapter('Chapter', 'en', paragraphs);
  const count = Math.max(1, Math.round(bytes / body.length));
  const chapters = Array.from({ length: count }, (_, i) => ({ id: `c${i}`, href: `c${i}.xhtml`, body }));
  const spec: BookSpec = { version: '3.0', title: 'Big', lang: 'en', chapters };
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(CONTAINER),
    'OEBPS/content.opf': strToU8(opf(spec)),
  };
  for (const c of chapters) files[`OEBPS/${c.href}`] = [strToU8(c.body), { level: 0 }];
  return zipSync(files);
}
