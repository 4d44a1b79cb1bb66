/**
 * data-* attributes -> typed props through the widget's zod schema (docs/architecture.md §4).
 * Numbers and booleans are coerced, arrays and objects are JSON, and a large payload may sit
 * in a child `<script type="application/json" data-props>`. A failure gives one readable
 * message naming the widget, the element, the attribute, what was expected and what was found,
 * in the words an editor knows (issue 10 §5): "an ISO date-time such as …", "is required". An
 * attribute the widget does not know (a misspelt data-animaton) is one warning naming the
 * nearest known attribute.
 */
import { cssPath } from './cssPath';
import { describeProps, type FieldInfo } from './schemaInfo';
import type { PropsSchema } from './widget';

export type PropsResult<P> = { ok: true; props: P } | { ok: false; message: string };

class AttributeError extends Error {
  constructor(
    readonly attribute: string,
    readonly expected: string,
    readonly found: string,
  ) {
    super(`${attribute} expected ${expected}`);
  }
}

/** A value as the message quotes it: a 10 kB one is cut, not printed whole. */
const shorten = (text: string): string => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

function coerce(field: FieldInfo, raw: string): unknown {
  const fail = (expected: string) =>
    new AttributeError(field.attribute, expected, shorten(JSON.stringify(raw)));
  switch (field.type) {
    case 'number': {
      const value = raw.trim() === '' ? Number.NaN : Number(raw);
      if (Number.isNaN(value)) throw fail('a number');
      return value;
    }
    case 'boolean':
      if (raw === '' || raw === 'true' || raw === field.attribute) return true;
      if (raw === 'false') return false;
      throw fail('true or false');
    case 'array':
    case 'object':
      try {
        return JSON.parse(raw);
      } catch {
        throw fail(`JSON (${field.type === 'array' ? '[…]' : '{…}'})`);
      }
    default:
      return raw;
  }
}

/** What a JSON value is, in an editor's words, for the message of a payload that is no object. */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'string' ? 'text' : `a ${typeof value}`;
}

/**
 * The child script's payload, always a fresh plain object: the attributes are written into it,
 * so `true`, `"string"` or `[…]` in the script must end in the props contract's message, never
 * in a TypeError (issue 16 §3).
 */
function scriptPayload(element: HTMLElement): Record<string, unknown> {
  // A walk over the children, not a `:scope >` query: the selector engine costs 41 ms per
  // 1000 placeholders that mostly have no script (issue 16).
  let script: Element | undefined;
  for (const child of element.children) {
    const isProps = child.localName === 'script' && child.hasAttribute('data-props');
    if (isProps && child.getAttribute('type') === 'application/json') {
      script = child;
      break;
    }
  }
  if (!script) return {};
  let payload: unknown;
  try {
    payload = JSON.parse(script.textContent ?? '{}');
  } catch {
    throw new AttributeError('<script data-props>', 'a JSON object', 'invalid JSON');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new AttributeError('<script data-props>', 'a JSON object', kindOf(payload));
  }
  return { ...payload };
}

interface Issue {
  code: string;
  path: PropertyKey[];
  expected?: string;
  values?: unknown[];
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  pattern?: string;
  includes?: string;
  message?: string;
}

/** zod/mini's own message when a check gives none (src/core/propFormats gives one each). */
const BARE_MESSAGE = 'Invalid input';

const formats: Record<string, string> = {
  datetime: 'an ISO date-time such as 2026-12-31T23:59:00+01:00',
  date: 'a date such as 2026-12-31',
  time: 'a time such as 18:30',
  email: 'an e-mail address such as shop@example.com',
  url: 'an address such as https://shop.example/fr/',
};

/** zod's type names an editor would not read as such ("a int", "a object"). */
const types: Record<string, string> = {
  int: 'a whole number',
  object: 'an object',
  array: 'a list',
};

function describeIssue(issue: Issue): string {
  if (issue.message && issue.message !== BARE_MESSAGE) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return types[issue.expected ?? ''] ?? `a ${issue.expected}`;
    case 'invalid_value':
      return `one of ${issue.values?.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return `at least ${String(issue.minimum)}`;
    case 'too_big':
      return `at most ${String(issue.maximum)}`;
    case 'invalid_format':
      if (issue.format === 'includes') return `text containing ${issue.includes}`;
      return (
        formats[issue.format ?? ''] ??
        (issue.pattern ? `text matching ${issue.pattern}` : `a ${issue.format ?? 'valid'} value`)
      );
    default:
      return 'a valid value';
  }
}

/** Attributes of the placeholder that belong to the loader and the shell, not to a widget. */
const RESERVED = new Set(['data-widget', 'data-hydrate', 'data-widget-state', 'data-shell-update']);

/**
 * One warning for each data attribute the widget does not know, with the nearest known one. The
 * finder is loaded only when there is one: a page written right never pays for it.
 */
function warnUnknown(element: HTMLElement, fields: FieldInfo[], where: () => string): void {
  const known = fields.map((field) => field.attribute);
  const unknown = Array.from(element.attributes, ({ name }) => name).filter(
    (name) => name.startsWith('data-') && !RESERVED.has(name) && !known.includes(name),
  );
  if (!unknown.length) return;
  void import('./nearest').then(({ nearest }) => {
    for (const name of unknown) {
      const guess = nearest(name, known);
      const hint = guess
        ? `did you mean ${guess}?`
        : `it knows ${known.length ? known.join(', ') : 'no attribute'}`;
      console.warn(`${where()}: ${name} is not an attribute of this widget; ${hint}`, element);
    }
  });
}

export function readProps<P>(
  element: HTMLElement,
  schema: PropsSchema,
  widget: string,
): PropsResult<P> {
  // The element's path is only for a message: a page of valid props never computes it (issue 16).
  const where = () => `[vitrine] widget "${widget}" at ${cssPath(element)}`;
  const fields = describeProps(schema);
  warnUnknown(element, fields, where);
  try {
    const input: Record<string, unknown> = scriptPayload(element);
    for (const field of fields) {
      const raw = element.getAttribute(field.attribute);
      if (raw !== null) input[field.key] = coerce(field, raw);
    }
    const result = schema.safeParse(input);
    if (result.success) return { ok: true, props: result.data as P };
    const issue = result.error.issues[0] as unknown as Issue;
    const field = fields.find((f) => f.key === issue.path[0]);
    const attribute = field?.attribute ?? String(issue.path[0] ?? 'props');
    const value = field ? element.getAttribute(field.attribute) : null;
    if (value === null && issue.path.length === 1 && input[String(issue.path[0])] === undefined) {
      return {
        ok: false,
        message: `${where()}: ${attribute} is required (${describeIssue(issue)})`,
      };
    }
    // A value the attribute did not give came from the script (a key of its object).
    const scripted = input[String(issue.path[0])];
    const found =
      value !== null
        ? shorten(JSON.stringify(value))
        : scripted === undefined
          ? 'nothing'
          : `${shorten(JSON.stringify(scripted))} in <script data-props>`;
    return {
      ok: false,
      message: `${where()}: ${attribute} expected ${describeIssue(issue)}, found ${found}`,
    };
  } catch (error) {
    if (!(error instanceof AttributeError)) throw error;
    return { ok: false, message: `${where()}: ${error.message}, found ${error.found}` };
  }
}
