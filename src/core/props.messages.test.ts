/**
 * The props message in an editor's words (issue 10 §5, issue 16 §3): what the property test
 * (props.property.test.ts) printed as "expected a int", "required (a object)", "a includes
 * value", and "found nothing" for a value that the script gave.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readProps } from './props';

const schema = z.object({
  count: z.number().check(z.int()),
  labels: z.object({ title: z.string() }),
  items: z.optional(z.array(z.string())),
  next: z.optional(z.string().check(z.includes('{orderId}'))),
});

/** The message for a placeholder inside `<section id="assets">` (CSS path `#assets > div`). */
function message(attributes: Record<string, string>, script?: string): string {
  const section = document.createElement('section');
  section.id = 'assets';
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (script !== undefined) {
    const payload = document.createElement('script');
    payload.type = 'application/json';
    payload.dataset.props = '';
    payload.textContent = script;
    element.append(payload);
  }
  section.append(element);
  document.body.replaceChildren(section);
  const result = readProps(element, schema, 'asset-upload');
  return result.ok ? 'ok' : result.message;
}

const where = '[vitrine] widget "asset-upload" at #assets > div';
const labelled = { 'data-count': '1', 'data-labels': '{"title":""}' };

describe('props messages', () => {
  it('names zod types and checks in an editor’s words', () => {
    expect(message({ 'data-count': '1.5' })).toBe(
      `${where}: data-count expected a whole number, found "1.5"`,
    );
    expect(message({ 'data-count': '1' })).toBe(`${where}: data-labels is required (an object)`);
    expect(message({ ...labelled, 'data-items': '{}' })).toBe(
      `${where}: data-items expected a list, found "{}"`,
    );
    expect(message({ ...labelled, 'data-next': '/fr/' })).toBe(
      `${where}: data-next expected text containing {orderId}, found "/fr/"`,
    );
  });

  it('quotes a value the script gave as the script’s', () => {
    expect(message({ 'data-labels': '{"title":""}' }, '{"count":"12"}')).toBe(
      `${where}: data-count expected a number, found "12" in <script data-props>`,
    );
  });

  it('cuts a 10 kB value at 200 characters', () => {
    expect(message({ 'data-count': 'x'.repeat(10_240) })).toBe(
      `${where}: data-count expected a number, found "${'x'.repeat(198)}…`,
    );
  });
});
