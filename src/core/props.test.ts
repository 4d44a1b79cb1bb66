import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { globalFunctionName, isoDateTime } from './propFormats';
import { readProps } from './props';

// docs/architecture.md §4: each key is a data-* attribute in kebab-case; numbers and booleans are
// coerced; arrays and objects are JSON; a large payload may sit in <script data-props>.
const uploadProps = z.object({
  maxFileSize: z.number().check(z.minimum(1)),
  multiple: z._default(z.boolean(), false),
  display: z._default(z.enum(['grid', 'list']), 'grid'),
  folderIds: z.optional(z.array(z.number())),
  labels: z.optional(z.object({ title: z.string() })),
  targetUrl: z.optional(z.string()),
});
type UploadProps = z.infer<typeof uploadProps>;

/** A placeholder inside `<section id="assets">`, so its CSS path is `#assets > div`. */
function placeholder(attributes: string, inner = ''): HTMLElement {
  document.body.innerHTML = `<section id="assets"><div data-widget="asset-upload" ${attributes}>${inner}</div></section>`;
  const element = document.querySelector<HTMLElement>('[data-widget]');
  if (!element) throw new Error('no placeholder');
  return element;
}

const read = (element: HTMLElement) => readProps<UploadProps>(element, uploadProps, 'asset-upload');
const where = '[vitrine] widget "asset-upload" at #assets > div';

describe('readProps', () => {
  it('turns kebab-case data attributes into camelCase props and fills defaults', () => {
    const element = placeholder('data-max-file-size="2048" data-target-url="/fr/upload"');

    expect(read(element)).toEqual({
      ok: true,
      props: { maxFileSize: 2048, multiple: false, display: 'grid', targetUrl: '/fr/upload' },
    });
  });

  it('coerces numbers, booleans, enums and JSON arrays and objects', () => {
    const element = placeholder(
      `data-max-file-size="1.5" data-multiple="true" data-display="list" data-folder-ids="[3,7]" data-labels='{"title":"Photos"}'`,
    );

    expect(read(element)).toEqual({
      ok: true,
      props: {
        maxFileSize: 1.5,
        multiple: true,
        display: 'list',
        folderIds: [3, 7],
        labels: { title: 'Photos' },
      },
    });
  });

  it('reads a bare boolean attribute as true and "false" as false', () => {
    expect(read(placeholder('data-max-file-size="1" data-multiple'))).toMatchObject({
      props: { multiple: true },
    });
    expect(read(placeholder('data-max-file-size="1" data-multiple="data-multiple"'))).toMatchObject(
      {
        props: { multiple: true },
      },
    );
    expect(read(placeholder('data-max-file-size="1" data-multiple="false"'))).toMatchObject({
      props: { multiple: false },
    });
  });

  it('reads a large payload from a child <script type="application/json" data-props>', () => {
    const element = placeholder(
      'data-max-file-size="10"',
      '<script type="application/json" data-props>{"folderIds":[1,2,3],"labels":{"title":"Banque"}}</script>',
    );

    expect(read(element)).toMatchObject({
      ok: true,
      props: { maxFileSize: 10, folderIds: [1, 2, 3], labels: { title: 'Banque' } },
    });
  });

  it('lets a data attribute win over the same key in the script payload', () => {
    const element = placeholder(
      'data-display="list"',
      '<script type="application/json" data-props>{"maxFileSize":5,"display":"grid"}</script>',
    );

    expect(read(element)).toMatchObject({ props: { maxFileSize: 5, display: 'list' } });
  });

  it('ignores a data-props script of a nested element', () => {
    const element = placeholder(
      'data-max-file-size="5"',
      '<div><script type="application/json" data-props>{"display":"list"}</script></div>',
    );

    expect(read(element)).toMatchObject({ props: { display: 'grid' } });
  });

  it('names the widget, the element, the attribute, what was expected and what was found', () => {
    const result = read(placeholder('data-max-file-size="abc"'));

    expect(result).toEqual({
      ok: false,
      message: `${where}: data-max-file-size expected a number, found "abc"`,
    });
  });

  it('says a missing required attribute is required, and what it takes (issue 10 §5)', () => {
    expect(read(placeholder(''))).toEqual({
      ok: false,
      message: `${where}: data-max-file-size is required (a number)`,
    });
  });

  it('names the expected format in words an editor knows, with an example (issue 10 §5)', () => {
    const schema = z.object({ end: isoDateTime(), onEnd: z.optional(globalFunctionName()) });
    const element = placeholder('data-end="31/12/2026" data-on-end="alert(1)"');

    expect(readProps(element, schema, 'asset-upload')).toEqual({
      ok: false,
      message: `${where}: data-end expected an ISO date-time such as 2026-12-31T23:59:00+01:00, found "31/12/2026"`,
    });
  });

  it('describes zod formats and bare patterns without "a valid regex"', () => {
    const schema = z.object({ at: z.iso.datetime(), code: z.string().check(z.regex(/^[a-z]+$/)) });

    expect(
      readProps(placeholder('data-at="demain" data-code="x"'), schema, 'asset-upload'),
    ).toEqual({
      ok: false,
      message: `${where}: data-at expected an ISO date-time such as 2026-12-31T23:59:00+01:00, found "demain"`,
    });
    expect(
      readProps(
        placeholder('data-at="2026-12-31T23:59:00Z" data-code="X1"'),
        schema,
        'asset-upload',
      ),
    ).toEqual({
      ok: false,
      message: `${where}: data-code expected text matching /^[a-z]+$/, found "X1"`,
    });
  });

  it('warns once per unknown attribute, naming the nearest known one, with the element', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = placeholder(
      'data-max-file-size="1" data-mutliple data-colour="red" data-hydrate="idle"',
    );

    expect(read(element).ok).toBe(true);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn.mock.calls).toEqual([
      [
        `${where}: data-mutliple is not an attribute of this widget; did you mean data-multiple?`,
        element,
      ],
      [
        `${where}: data-colour is not an attribute of this widget; it knows data-max-file-size, data-multiple, data-display, data-folder-ids, data-labels, data-target-url`,
        element,
      ],
    ]);
  });

  it('refuses an empty number attribute', () => {
    expect(read(placeholder('data-max-file-size=""'))).toEqual({
      ok: false,
      message: `${where}: data-max-file-size expected a number, found ""`,
    });
  });

  it('explains a number below the schema minimum', () => {
    expect(read(placeholder('data-max-file-size="0"'))).toEqual({
      ok: false,
      message: `${where}: data-max-file-size expected at least 1, found "0"`,
    });
  });

  it('lists the allowed values of an enum', () => {
    expect(read(placeholder('data-max-file-size="1" data-display="tiles"'))).toEqual({
      ok: false,
      message: `${where}: data-display expected one of "grid", "list", found "tiles"`,
    });
  });

  it('refuses a boolean that is neither true nor false', () => {
    expect(read(placeholder('data-max-file-size="1" data-multiple="yes"'))).toEqual({
      ok: false,
      message: `${where}: data-multiple expected true or false, found "yes"`,
    });
  });

  it('refuses an array attribute that is not JSON', () => {
    expect(read(placeholder('data-max-file-size="1" data-folder-ids="3,7"'))).toEqual({
      ok: false,
      message: `${where}: data-folder-ids expected JSON ([…]), found "3,7"`,
    });
  });

  it('refuses an object attribute that is not JSON', () => {
    expect(read(placeholder(`data-max-file-size="1" data-labels="title: Photos"`))).toEqual({
      ok: false,
      message: `${where}: data-labels expected JSON ({…}), found "title: Photos"`,
    });
  });

  it('refuses JSON whose items have the wrong type', () => {
    expect(read(placeholder(`data-max-file-size="1" data-folder-ids='["a"]'`))).toEqual({
      ok: false,
      message: `${where}: data-folder-ids expected a number, found "[\\"a\\"]"`,
    });
  });

  it('refuses a data-props script that is not JSON', () => {
    const element = placeholder(
      'data-max-file-size="1"',
      '<script type="application/json" data-props>{folderIds: [1]}</script>',
    );

    expect(read(element)).toEqual({
      ok: false,
      message: `${where}: <script data-props> expected a JSON object, found invalid JSON`,
    });
  });

  // issue 16 §3: the attributes are written into the payload; one that is no object gave
  // "Cannot create property 'maxFileSize' on boolean 'true'".
  it.each([
    ['true', 'a boolean'],
    ['"string"', 'text'],
    ['123', 'a number'],
    ['null', 'null'],
    ['[{"maxFileSize":1}]', 'a list'],
  ])('refuses a data-props script holding %s, with the props message', (json, found) => {
    const element = placeholder(
      'data-max-file-size="1"',
      `<script type="application/json" data-props>${json}</script>`,
    );

    expect(read(element)).toEqual({
      ok: false,
      message: `${where}: <script data-props> expected a JSON object, found ${found}`,
    });
  });

  it('reads the script payload without changing it, so a second read gives the same props', () => {
    const element = placeholder(
      'data-display="list"',
      '<script type="application/json" data-props>{"maxFileSize":5,"display":"grid"}</script>',
    );

    expect(read(element)).toEqual(read(element));
    expect(read(element)).toMatchObject({ ok: true, props: { maxFileSize: 5, display: 'list' } });
  });

  it('names an element without id by its tag path', () => {
    document.body.innerHTML =
      '<main><p></p><p><span data-widget="asset-upload" data-max-file-size="x"></span></p></main>';
    const element = document.querySelector<HTMLElement>('[data-widget]');
    if (!element) throw new Error('no placeholder');

    const result = read(element);

    expect(result).toEqual({
      ok: false,
      message:
        '[vitrine] widget "asset-upload" at main > p:nth-of-type(2) > span: data-max-file-size expected a number, found "x"',
    });
  });
});
