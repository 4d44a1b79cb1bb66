/**
 * Random placeholders for the props property test (issue 16 §3, src/core/props.property.test.ts):
 * a widget's gallery example (or plain server markup) whose data attributes and `data-props`
 * script are then spoilt: wrong types, huge or script-looking text, `javascript:` addresses,
 * JSON garbage, numbers past any bound, unknown attributes. Every choice comes from a seeded
 * generator, so a failure names the configuration that gives it again.
 */
import { describeProps, type FieldInfo } from '../core/schemaInfo';
import { type AnySchema, type Shape, shapeOf } from '../core/schemaShape';
import type { PropsSchema } from '../core/widget';

export type Random = () => number;

/** mulberry32: a small seeded generator, the same numbers for the same seed on every machine. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const HUGE = 'x'.repeat(10_240);

/** Text an editor (or an attacker) may put in any attribute. */
const NASTY = [
  ...'true false null undefined 0 -1 1.5 NaN Infinity 1e309 1000000000 9007199254740993'.split(' '),
  ...'[] {} [1,2 {"a": "text" __proto__ %E0%A4%A //evil.example/x /\\evil.example'.split(' '),
  '',
  ' ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/{frame}',
  '{{name}} {orderId} {frame}',
  '{"__proto__":{"polluted":true}}',
  '\u0000\u202e💥',
  HUGE,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
];

const NUMBERS = ['-1', '0', '1', '2', '-0', '0.5', '2147483648', '1e21', '-1e12', '1e9', '9999999'];

const LEAVES = [null, true, false, 0, -1, 1e12, 1.5, '', 'text', 'javascript:x', '<b>', '{frame}'];

/** Text of a JSON field: what a page would hold, or anything above. */
const TEXTS = [
  'text',
  '/fr/catalog',
  'https://shop.example/a.jpg',
  'EUR',
  'BE',
  '2026-12-31T23:59:00+01:00',
];

/** A JSON value of any shape, sometimes deep, sometimes long (a thousand small items), at most one huge text. */
function jsonValue(random: Random, depth = 0): unknown {
  const roll = random();
  if (depth > 3 || roll < 0.45) return depth === 0 && roll < 0.05 ? HUGE : pick(random, LEAVES);
  if (roll < 0.7) {
    if (depth === 0 && random() < 0.1)
      return Array.from({ length: 1000 }, () => pick(random, LEAVES));
    return Array.from({ length: Math.floor(random() * 4) }, () => jsonValue(random, depth + 1));
  }
  const keys = ['id', 'name', 'src', 'url', 'quantity', 'items', 'value', '__proto__', 'length'];
  return Object.fromEntries(
    keys.filter(() => random() < 0.4).map((key) => [key, jsonValue(random, depth + 1)]),
  );
}

/** The value with one of its leaves (or itself) replaced by anything: a near-miss of a valid one. */
function spoil(value: unknown, random: Random): unknown {
  if (value && typeof value === 'object' && random() < 0.75) {
    const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
      ? [...value]
      : { ...value };
    const keys = Object.keys(copy);
    if (keys.length) {
      const key = pick(random, keys);
      (copy as Record<string, unknown>)[key] = spoil(
        (copy as Record<string, unknown>)[key],
        random,
      );
      return copy;
    }
  }
  if (typeof value === 'number') return pick(random, [-value, value * 1e9, 0, 0.5, -1, `${value}`]);
  return jsonValue(random);
}

/**
 * A value of the shape the schema describes (every key of an object, optional ones sometimes),
 * a leaf of it now and then gone wrong: a near miss that reaches the widget's deep fields.
 */
function shaped(shape: Shape, random: Random, depth = 0): unknown {
  if (depth > 5 || random() < 0.02) return jsonValue(random, 3);
  const nested = (inner: Shape) => shaped(inner, random, depth + 1);
  switch (shape.kind) {
    case 'text':
      return random() < 0.6 ? pick(random, TEXTS) : pick(random, NASTY);
    case 'number':
      return Number(pick(random, NUMBERS));
    case 'boolean':
      return random() < 0.5;
    case 'choice':
      return pick(random, shape.values);
    case 'list':
      return Array.from({ length: Math.floor(random() * 4) }, () => nested(shape.item));
    case 'tuple':
      return shape.items.map(nested);
    case 'object':
      return Object.fromEntries(
        shape.fields
          .filter((field) => !field.optional || random() < 0.6)
          .map((field) => [field.key, nested(field.shape)]),
      );
    case 'map':
      // An own "__proto__" key (a literal one would set the prototype): no pollution.
      return Object.fromEntries([
        ['a', nested(shape.value)],
        ['__proto__', nested(shape.value)],
      ]);
    case 'either':
      return nested(pick(random, shape.options));
    default:
      return jsonValue(random, 2);
  }
}

/** What an attribute of this field receives: a value of its kind gone wrong, or anything. */
function attributeValue(
  field: FieldInfo,
  shape: Shape,
  current: string | null,
  random: Random,
): string {
  if (random() < 0.35) return pick(random, NASTY);
  switch (field.type) {
    case 'number':
      return pick(random, NUMBERS);
    case 'boolean':
      return pick(random, ['true', 'false', '', field.attribute, 'yes', '1']);
    case 'enum':
      return random() < 0.5 ? String(pick(random, field.values ?? [''])) : pick(random, NASTY);
    case 'array':
    case 'object':
      try {
        if (current !== null && random() < 0.5)
          return JSON.stringify(spoil(JSON.parse(current), random));
      } catch {
        // not JSON: a value of its shape below
      }
      return JSON.stringify(shaped(shape, random));
    default:
      return random() < 0.5 && current ? current + pick(random, NASTY) : pick(random, NASTY);
  }
}

const PROPS_SCRIPT = ':scope > script[type="application/json"][data-props]';

/** The placeholder's `data-props` script: removed, not an object, not JSON, or a near miss. */
function spoilScript(target: HTMLElement, shapes: Map<string, Shape>, random: Random): void {
  let script = target.querySelector<HTMLScriptElement>(PROPS_SCRIPT);
  if (script && random() < 0.15) {
    script.remove();
    return;
  }
  if (!script) {
    script = target.ownerDocument.createElement('script');
    script.type = 'application/json';
    script.dataset.props = '';
    target.prepend(script);
  }
  const roll = random();
  if (roll < 0.3) {
    script.textContent = pick(random, [
      'true',
      '"string"',
      '123',
      '[]',
      'null',
      '[{}]',
      '',
      '{',
      HUGE,
    ]);
  } else if (roll < 0.6 || !script.textContent) {
    const keys = [...shapes.keys()].filter(() => random() < 0.7);
    script.textContent = JSON.stringify(
      Object.fromEntries(keys.map((key) => [key, shaped(shapes.get(key) as Shape, random)])),
    );
  } else {
    try {
      script.textContent = JSON.stringify(spoil(JSON.parse(script.textContent), random));
    } catch {
      script.textContent = pick(random, NASTY);
    }
  }
}

/** One placeholder of the page, with what its server markup was before anything mounted. */
export interface Configuration {
  widget: string;
  /** Where it sits: the example's page around it, in a `<div>` of its own. */
  container: HTMLElement;
  target: HTMLElement;
  /** The placeholder's markup as the server wrote it: what must be back after a failure. */
  fallback: string;
  /** The placeholder's opening tag and script, cut short, for a failure's message. */
  summary: string;
}

/** Each markup parsed once: jsdom slows down with every document a DOMParser leaves behind. */
const parsedMarkup = new Map<string, HTMLElement>();
function parsed(markup: string): HTMLElement {
  let body = parsedMarkup.get(markup);
  if (!body) {
    body = new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html').body;
    parsedMarkup.set(markup, body);
  }
  return body;
}

const GENERIC_MARKUP = '<a href="/fr/">Accueil</a><p>Contenu du serveur</p>';

/** One spoilt configuration of `widget`, built from its example when there is one. */
export function configuration(
  widget: string,
  schema: PropsSchema,
  example: string | undefined,
  random: Random,
): Configuration {
  const fields = describeProps(schema);
  const fieldSchemas = (
    schema as unknown as { _zod: { def: { shape: Record<string, AnySchema> } } }
  )._zod.def.shape;
  const shapes = new Map(
    fields.map((field) => [field.key, shapeOf(fieldSchemas[field.key] as AnySchema)]),
  );
  const markup =
    example && random() < 0.85 ? example : `<div data-widget="${widget}">${GENERIC_MARKUP}</div>`;
  const container = document.createElement('div');
  container.append(
    ...Array.from(parsed(markup).childNodes, (node) => document.importNode(node, true)),
  );
  const target =
    container.querySelector<HTMLElement>(`[data-widget="${widget}"]`) ??
    (container.firstElementChild as HTMLElement);
  // Every placeholder mounts at once: interaction or visibility would wait for the shopper.
  for (const element of container.querySelectorAll('[data-hydrate]'))
    element.removeAttribute('data-hydrate');
  for (let mutations = 1 + Math.floor(random() * 3); mutations > 0; mutations--) {
    const roll = random();
    const field = fields.length ? pick(random, fields) : undefined;
    if (field && roll < 0.55) {
      const value = attributeValue(
        field,
        shapes.get(field.key) as Shape,
        target.getAttribute(field.attribute),
        random,
      );
      target.setAttribute(field.attribute, value);
    } else if (field && roll < 0.65) {
      target.removeAttribute(field.attribute);
    } else if (roll < 0.8) {
      spoilScript(target, shapes, random);
    } else if (roll < 0.93) {
      target.setAttribute(
        pick(random, ['data-x', 'data-onload', 'data-props', 'data-src2', 'data-max']),
        pick(random, NASTY),
      );
    } else if (roll < 0.97) {
      target.setAttribute('data-hydrate', pick(random, ['soon', '', 'load', 'idle', HUGE]));
    } else {
      target.dataset.widget = `${widget}x`;
    }
  }
  const tag = target.outerHTML.slice(0, target.outerHTML.indexOf('>') + 1);
  const script = target.querySelector(PROPS_SCRIPT)?.textContent ?? '';
  return {
    widget,
    container,
    target,
    fallback: target.innerHTML,
    summary: `${tag.slice(0, 600)}${script ? ` script: ${script.slice(0, 300)}` : ''}`,
  };
}
