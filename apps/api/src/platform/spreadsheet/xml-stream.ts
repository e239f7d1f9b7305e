import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { badRequest } from '../../lib/errors';
import { tooLarge } from './zip-entries';

/** An element's name without its namespace prefix (`x:row` → `row`): some writers prefix every tag. */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

/**
 * Text or an attribute this long without a tag in between is not a workbook's: Excel caps a cell at
 * 32,767 characters. saxes keeps a text run whole until its end, so this bounds what it holds.
 */
const MAX_RUN_BYTES = 1_048_576;

/**
 * Feeds XML chunks to a SAX parser and yields after each chunk (the event loop serves requests
 * between them, decision 0045), so a caller can act on what the chunk gave and stop early by
 * breaking out of the loop.
 */
export async function* parseXml(chunks: AsyncIterable<Buffer>, handlers: XmlHandlers): AsyncGenerator<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let failed = false;
  let sinceTag = 0;
  parser.on('error', () => {
    failed = true;
  });
  // Nothing after the first error reaches the handlers: the rows before it are read, the rest is refused.
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (failed) return;
    sinceTag = 0;
    handlers.open?.(localName(tag.name), tag.attributes as Record<string, string>);
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (failed) return;
    sinceTag = 0;
    handlers.close?.(localName(tag.name));
  });
  const text = handlers.text;
  if (text) {
    const onText = (value: string) => {
      if (!failed) text(value);
    };
    parser.on('text', onText);
    parser.on('cdata', onText);
  }
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) {
    sinceTag += chunk.length;
    if (!failed) parser.write(decoder.decode(chunk, { stream: true }));
    if (sinceTag > MAX_RUN_BYTES) throw tooLarge();
    // The caller takes the rows this chunk completed (and may stop) before an error in it counts.
    yield;
    if (failed) throw badRequest('spreadsheet.unsupported');
    await nextTurn();
  }
  parser.write(decoder.decode());
  parser.close();
  yield;
  if (failed) throw badRequest('spreadsheet.unsupported');
}

/** Parses a whole (small, capped) XML entry. */
export const readXml = async (chunks: AsyncIterable<Buffer>, handlers: XmlHandlers) => {
  for await (const _ of parseXml(chunks, handlers));
};
