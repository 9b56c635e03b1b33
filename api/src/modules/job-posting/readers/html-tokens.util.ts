// A linear walk over HTML tokens. htmlparser2's Parser keeps an element stack it grows with Array.unshift and
// searches with indexOf, which makes 400,000 nested <div>s quadratic (seconds of CPU from one 2 MB page); its
// Tokenizer is a single-pass state machine with no stack, so we use that alone and keep no stack of our own:
// the readers only need tag names, a few attributes, and text. Script and style contents stay raw (the tokenizer
// knows those elements), entities in text and attributes are decoded.
import { Tokenizer } from 'htmlparser2';

export interface TokenHandler {
  open(name: string, attributes: Record<string, string>): void;
  text(text: string): void;
  close(name: string): void;
}

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const MAX_ATTRIBUTES = 50;
const MAX_ATTRIBUTE_CHARS = 2_000;

/** Sends every open tag (with its attributes), text run and close tag of `html` to the handler, in one pass. */
export function walkHtml(html: string, handler: TokenHandler): void {
  let name = '';
  let attributes: Record<string, string> = {};
  let attributeName = '';
  let attributeValue = '';
  let attributeCount = 0;
  const addToValue = (piece: string) => {
    if (attributeValue.length < MAX_ATTRIBUTE_CHARS) attributeValue += piece.slice(0, MAX_ATTRIBUTE_CHARS);
  };
  const openTag = () => handler.open(name, attributes);
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      ontext: (start, end) => handler.text(html.slice(start, end)),
      ontextentity: (codepoint) => handler.text(String.fromCodePoint(codepoint)),
      onopentagname(start, end) {
        name = html.slice(start, end).toLowerCase();
        attributes = {};
        attributeCount = 0;
      },
      onattribname(start, end) {
        attributeName = html.slice(start, end).toLowerCase();
        attributeValue = '';
      },
      onattribdata: (start, end) => addToValue(html.slice(start, end)),
      onattribentity: (codepoint) => addToValue(String.fromCodePoint(codepoint)),
      onattribend() {
        attributeCount += 1;
        if (attributeCount <= MAX_ATTRIBUTES && !(attributeName in attributes)) attributes[attributeName] = attributeValue;
      },
      onopentagend: openTag,
      onselfclosingtag: openTag,
      onclosetag: (start, end) => {
        const closing = html.slice(start, end).toLowerCase();
        if (!VOID_ELEMENTS.has(closing)) handler.close(closing);
      },
      oncdata: () => undefined,
      oncomment: () => undefined,
      ondeclaration: () => undefined,
      onprocessinginstruction: () => undefined,
      onend: () => undefined,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
}
