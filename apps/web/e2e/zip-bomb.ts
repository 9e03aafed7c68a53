/**
 * A zip bomb made on the spot for the Reader's tests: a valid EPUB (container, package document, one small
 * chapter) with a few extra files of zeros that each inflate to `fileMiB` MiB from about a thousandth of
 * that. The deflate stream is built without ever holding the inflated bytes: the compressor's output for one
 * MiB of zeros, once its window is all zeros, is the same every time and ends on a byte boundary (a sync
 * flush), so it is repeated as often as needed and closed with an empty final block.
 */
import { Deflate, strToU8, zipSync } from 'fflate';

const MIB = 1024 * 1024;

/** A raw deflate stream of `mib` (at least 2) MiB of zeros (about 1 KB per MiB). */
export function zerosDeflated(mib: number): Uint8Array {
  const parts: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (chunk) => parts.push(chunk));
  const zeros = new Uint8Array(MIB);
  const flushed: Uint8Array[] = [];
  for (let i = 0; i < 4; i++) {
    deflate.push(zeros);
    deflate.flush(true);
    flushed.push(concat(parts.splice(0)));
  }
  // fflate settles after two MiB: from then on each MiB of zeros gives the same bytes.
  const [first, second, steady, again] = flushed as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  if (steady.length !== again.length || !steady.every((byte, i) => byte === again[i]))
    throw new Error('the compressor did not settle: no repeatable block');
  const out = [first, second];
  for (let i = 2; i < mib; i++) out.push(steady);
  // An empty stored block marked final: BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff.
  out.push(new Uint8Array([0x01, 0x00, 0x00, 0xff, 0xff]));
  return concat(out);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Appends deflated entries (already compressed, declared at their inflated size) to a zip made by fflate. */
function withDeflatedEntries(
  zip: Uint8Array,
  entries: readonly { name: string; data: Uint8Array; size: number }[],
): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  if (view.getUint32(end, true) !== 0x06054b50) throw new Error('fflate wrote a zip comment');
  const directoryOffset = view.getUint32(end + 16, true);
  const directory = zip.subarray(directoryOffset, end);
  const head = zip.subarray(0, directoryOffset);
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = head.length;
  for (const entry of entries) {
    const name = strToU8(entry.name);
    const local = new Uint8Array(30 + name.length);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 20, true);
    l.setUint16(8, 8, true);
    l.setUint32(18, entry.data.length, true);
    l.setUint32(22, entry.size, true);
    l.setUint16(26, name.length, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.length);
    const c = new DataView(central.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true);
    c.setUint16(6, 20, true);
    c.setUint16(10, 8, true);
    c.setUint32(20, entry.data.length, true);
    c.setUint32(24, entry.size, true);
    c.setUint16(28, name.length, true);
    c.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local, entry.data);
    centrals.push(central);
    offset += local.length + entry.data.length;
  }
  const newDirectory = concat([directory, ...centrals]);
  const record = new Uint8Array(22);
  const r = new DataView(record.buffer);
  const count = view.getUint16(end + 10, true) + entries.length;
  r.setUint32(0, 0x06054b50, true);
  r.setUint16(8, count, true);
  r.setUint16(10, count, true);
  r.setUint32(12, newDirectory.length, true);
  r.setUint32(16, offset, true);
  return concat([head, ...locals, newDirectory, record]);
}

/**
 * An EPUB whose `files` extra files each inflate to `fileMiB` MiB of zeros (the probe's was 4 x 1 GiB from
 * 4 MB); each declares its true size unless `declaredBytes` says otherwise (a zip may lie).
 * @example const bomb = zipBombEpub({ files: 4, fileMiB: 1024 }); // about 4 MB
 */
export function zipBombEpub({
  files = 4,
  fileMiB = 1024,
  declaredBytes = undefined as number | undefined,
} = {}): Uint8Array {
  const chapter = `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Bomb</title></head><body><p>Nothing to read here.</p></body></html>`;
  const extra = Array.from({ length: files }, (_, i) => `OEBPS/blob${i + 1}.xhtml`);
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">bomb</dc:identifier><dc:title>Bomb</dc:title><dc:language>en</dc:language></metadata>
  <manifest><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/>${extra
    .map((path, i) => `<item id="b${i}" href="${path.slice(6)}" media-type="application/xhtml+xml"/>`)
    .join('')}</manifest>
  <spine><itemref idref="c1"/>${extra.map((_, i) => `<itemref idref="b${i}"/>`).join('')}</spine>
</package>`;
  const base = zipSync({
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'OEBPS/content.opf': strToU8(opf),
    'OEBPS/c1.xhtml': strToU8(chapter),
  });
  const data = zerosDeflated(fileMiB);
  // The size the zip declares for each: the truth by default, or a lie.
  const size = declaredBytes ?? Math.min(fileMiB * MIB, 0xffffffff);
  return withDeflatedEntries(
    base,
    extra.map((name) => ({ name, data, size })),
  );
}
