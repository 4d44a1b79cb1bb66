/**
 * The editors' manual is complete (issue 10 §5): in each of the six cultures every registered
 * widget says what it does, and every attribute of its schema has a one-line description and an
 * example value that the widget accepts. A new widget, or a new attribute, fails here until
 * its texts are written in all six languages; texts of a removed one fail too. Developer
 * notes (backticks, spec and issue references) stay in the code.
 */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cultures } from '../../shared/culture';
import { strings } from './strings';
import { type GalleryField, loadGallery } from './widgetCatalog';

const widgets = await loadGallery(join(resolve(import.meta.dirname, '../../..'), 'widgets'));

/** What an editor's note never holds: code quotes, spec or issue references, line breaks. */
const developerNote = /`|\bspec \d|\bissue \d|§|\bdecisions?\/|\n|\bTODO\b/i;

/** The example as the loader reads it from the attribute (src/core/props.ts). */
function read(field: GalleryField, raw: string): unknown {
  switch (field.type) {
    case 'number':
      return Number(raw);
    case 'boolean':
      return raw === '' || raw === 'true' ? true : raw === 'false' ? false : raw;
    case 'array':
    case 'object':
      return JSON.parse(raw);
    default:
      return raw;
  }
}

interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } };
}
const fieldSchema = (props: unknown, key: string) =>
  (props as { _zod: { def: { shape: Record<string, FieldSchema> } } })._zod.def.shape[key];

describe('the gallery’s manual of widgets', () => {
  it('reads every registered widget', () => {
    expect(widgets.length).toBeGreaterThanOrEqual(26);
    expect(widgets.flatMap((widget) => widget.fields).length).toBeGreaterThanOrEqual(72);
  });

  describe.each(cultures)('in %s', (culture) => {
    const manual = strings[culture].pages.widgets;

    it('says what each widget does, in words for editors', () => {
      for (const widget of widgets) {
        const summary = manual[widget.name]?.summary ?? '';
        expect(summary.trim(), `${culture} ${widget.name}`).not.toBe('');
        expect(summary, `${culture} ${widget.name}`).not.toMatch(developerNote);
      }
    });

    it('describes every attribute of every widget in one line', () => {
      for (const widget of widgets) {
        for (const field of widget.fields) {
          const where = `${culture} ${widget.name} ${field.attribute}`;
          const text = manual[widget.name]?.attributes[field.attribute];
          expect(text?.description.trim(), where).toBeTruthy();
          expect(text?.description, where).not.toMatch(developerNote);
          expect(text?.description.length, where).toBeLessThanOrEqual(130);
        }
      }
    });

    it('gives every attribute an example value the widget accepts', () => {
      for (const widget of widgets) {
        for (const field of widget.fields) {
          const where = `${culture} ${widget.name} ${field.attribute}`;
          const example = manual[widget.name]?.attributes[field.attribute]?.example ?? '';
          expect(example.trim(), where).not.toBe('');
          const result = fieldSchema(widget.props, field.key)?.safeParse(read(field, example));
          expect(result?.error?.issues ?? [], `${where}: ${example}`).toEqual([]);
        }
      }
    });

    it('holds no text for a widget or an attribute that is gone', () => {
      const registered = new Map(
        widgets.map((widget) => [widget.name, widget.fields.map((field) => field.attribute)]),
      );
      for (const [name, text] of Object.entries(manual)) {
        expect(registered.has(name), `${culture} ${name}`).toBe(true);
        expect(Object.keys(text.attributes).sort(), `${culture} ${name}`).toEqual(
          [...(registered.get(name) ?? [])].sort(),
        );
      }
    });
  });
});
