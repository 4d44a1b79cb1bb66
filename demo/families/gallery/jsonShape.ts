/**
 * A JSON attribute's shape written for editors (issue 10 §5): `[{ "slug": texte, … }, …]`,
 * on one line when it is short, indented over several lines otherwise, in the page's words.
 */
import type { Shape } from '../../../src/core/schemaShape';

/** The words of a shape, in the page's language. */
export interface ShapeWords {
  text: string;
  number: string;
  value: string;
  /** Said after a key that may be left out. */
  optional: string;
  /** What stands for the free key of a name → value object. */
  name: string;
}

/** Longer than this on one line, a list or object is written over several lines. */
const WIDTH = 48;

const key = (name: string) => JSON.stringify(name);
const marked = (text: string, optional: boolean, words: ShapeWords) =>
  optional ? `${text} (${words.optional})` : text;

function inline(shape: Shape, words: ShapeWords): string {
  switch (shape.kind) {
    case 'text':
    case 'number':
    case 'value':
      return words[shape.kind];
    case 'boolean':
      return 'true | false';
    case 'choice':
      return shape.values.map((value) => JSON.stringify(value)).join(' | ');
    case 'either':
      return shape.options.map((option) => inline(option, words)).join(' | ');
    case 'list':
      return `[${inline(shape.item, words)}, …]`;
    case 'tuple':
      return `[${shape.items.map((item) => inline(item, words)).join(', ')}]`;
    case 'map':
      return `{ ${words.name}: ${inline(shape.value, words)}, … }`;
    case 'object': {
      const entries = shape.fields.map((field) =>
        marked(`${key(field.key)}: ${inline(field.shape, words)}`, field.optional, words),
      );
      if (shape.more) entries.push('…');
      return entries.length ? `{ ${entries.join(', ')} }` : '{}';
    }
  }
}

function block(shape: Shape, words: ShapeWords, indent: string): string {
  const flat = inline(shape, words);
  if (indent.length + flat.length <= WIDTH) return flat;
  const inner = `${indent}  `;
  const lines = (entries: string[], open: string, close: string) =>
    `${open}\n${entries.map((entry) => `${inner}${entry}`).join(',\n')}\n${indent}${close}`;
  switch (shape.kind) {
    case 'list':
      return `[${block(shape.item, words, indent)}, …]`;
    case 'tuple':
      return lines(
        shape.items.map((item) => block(item, words, inner)),
        '[',
        ']',
      );
    case 'map':
      return lines([`${words.name}: ${block(shape.value, words, inner)}`, '…'], '{', '}');
    case 'object': {
      const entries = shape.fields.map((field) =>
        marked(`${key(field.key)}: ${block(field.shape, words, inner)}`, field.optional, words),
      );
      if (shape.more) entries.push('…');
      return lines(entries, '{', '}');
    }
    default:
      return flat;
  }
}

/** The shape as editors read it. */
export const renderShape = (shape: Shape, words: ShapeWords): string => block(shape, words, '');
