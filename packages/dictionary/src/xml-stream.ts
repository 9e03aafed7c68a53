import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { DictionaryFormatError } from './errors.ts';

const ILLEGAL_XML_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/** What an XML format reader does with the parser's events; `emit` queues a finished item. */
export interface XmlHandlers<T> {
  open(tag: SaxesTagPlain, emit: (item: T) => void): void;
  close(name: string, emit: (item: T) => void): void;
  text?(text: string): void;
}

/**
 * Streams an XML document through saxes and yields what the handlers emit, chunk by chunk: memory holds one
 * chunk and the items of that chunk. Malformed XML stops with the file, line and column. Saxes expands no
 * DTD entities, so entity bombs and external entities fail as undefined entities.
 * @example for await (const entry of parseXml(stream, 'a.xml', handlers)) ...
 */
export async function* parseXml<T>(
  input: Readable,
  name: string,
  handlers: XmlHandlers<T>,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<T> {
  const parser = new SaxesParser({ position: true });
  const queue: T[] = [];
  const emit = (item: T): void => {
    queue.push(item);
  };
  let failure: Error | null = null;
  const at = (): string => `line ${parser.line}, column ${parser.column + 1}`;
  parser.on('error', (error) => {
    failure ??= new DictionaryFormatError(
      name,
      at(),
      `malformed XML: ${error.message.replace(/^.*?:\d+:\d+: /, '')}`,
    );
  });
  const guard = (work: () => void): void => {
    if (failure) return;
    try {
      work();
    } catch (error) {
      failure ??=
        error instanceof DictionaryFormatError
          ? error
          : new DictionaryFormatError(name, at(), error instanceof Error ? error.message : String(error));
    }
  };
  parser.on('opentag', (tag) => guard(() => handlers.open(tag as SaxesTagPlain, emit)));
  parser.on('closetag', (tag) => guard(() => handlers.close(tag.name, emit)));
  if (handlers.text) {
    const onText = handlers.text;
    parser.on('text', (text) => guard(() => onText(text)));
    parser.on('cdata', (text) => guard(() => onText(text)));
  }
  input.setEncoding('utf8');
  try {
    // Bytes are counted here, as they are consumed: a 'data' listener would start the stream flowing
    // before anyone reads it, and what flowed meanwhile would be lost.
    for await (const chunk of input) {
      onBytes?.(Buffer.byteLength(chunk as string));
      // XML forbids C0 controls other than tab and line breaks; real dumps (krdict) hold a few stray ones
      // inside values, which would otherwise fail the whole file. They carry no meaning: drop them.
      parser.write((chunk as string).replace(ILLEGAL_XML_CHARACTERS, ''));
      if (failure) throw failure;
      yield* queue.splice(0, queue.length);
    }
    parser.close();
    if (failure) throw failure;
    yield* queue.splice(0, queue.length);
  } finally {
    input.destroy();
  }
}

/**
 * The `val` of an LMF `<feat att=".." val=".."/>` element, or null when the tag is not a feat.
 * @example featOf(tag) // ['writtenForm', '학교']
 */
export function featOf(tag: SaxesTagPlain): [string, string] | null {
  if (tag.name !== 'feat') return null;
  const att = tag.attributes.att;
  const val = tag.attributes.val;
  return typeof att === 'string' && typeof val === 'string' ? [att, val] : null;
}
