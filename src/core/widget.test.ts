import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { type Behavior, defineBehavior, defineWidget, type WidgetProps } from './widget';

const props = z.object({
  page: z.number(),
  size: z._default(z.number(), 10),
  label: z.optional(z.string()),
});
const Sample = (_props: WidgetProps<typeof props>) => null;
const Wider = (_props: { page: number; title: string }) => null;
const sample = defineWidget({ props, load: async () => ({ default: Sample }) });

describe('WidgetProps', () => {
  it('is what the schema outputs: defaulted keys are required, optional ones stay optional', () => {
    expectTypeOf<WidgetProps<typeof props>>().toEqualTypeOf<z.output<typeof props>>();
    expectTypeOf<WidgetProps<typeof props>>().toEqualTypeOf<{
      page: number;
      size: number;
      label?: string | undefined;
    }>();
    // What the loader hands the component at run time has the same shape.
    const parsed: WidgetProps<typeof props> = z.parse(props, { page: 2 });
    expect(parsed).toEqual({ page: 2, size: 10 });
  });

  it('reads the same from a definition as from its schema', () => {
    expectTypeOf<WidgetProps<typeof sample>>().toEqualTypeOf<WidgetProps<typeof props>>();
    const behaviour: Behavior<WidgetProps<typeof props>> = () => () => {};
    const definition = defineBehavior({ props, load: async () => ({ default: behaviour }) });
    expectTypeOf<WidgetProps<typeof definition>>().toEqualTypeOf<WidgetProps<typeof props>>();
  });

  it('still refuses a component that wants a prop its schema does not give', () => {
    // @ts-expect-error title is not in the schema
    const refused = defineWidget({ props, load: async () => ({ default: Wider }) });
    expect(refused.kind).toBe('react');
  });
});

/**
 * Why a widget's entry file does not take its props from its schema, or undefined when it does:
 * index.ts exports `Props = WidgetProps<typeof props>` and the default export's props are that
 * `Props`, with no hand-written props type beside it.
 */
function propsProblem(index: string, entry: string): string | undefined {
  if (!/^export type Props = WidgetProps<typeof props>;$/m.test(index))
    return 'index.ts does not export Props = WidgetProps<typeof props>';
  const name =
    /export default function (\w+)/.exec(entry)?.[1] ?? /^export default (\w+);$/m.exec(entry)?.[1];
  if (!name) return 'no named default export';
  const own = new RegExp(
    `\\b(interface|type) (Props|${name[0]?.toUpperCase()}${name.slice(1)}Props)\\b`,
  );
  if (own.test(entry)) return `declares its own ${own.exec(entry)?.[2]}`;
  const component = new RegExp(`export default function ${name}\\(([^)]*)\\)`).exec(entry);
  const parameters = component?.[1]?.trim();
  // A component of a widget without props may take none.
  if (parameters === '' && /const props = z\.object\(\{\}\);/.test(index)) return undefined;
  if (!/import type \{[^}]*\bProps\b[^}]*\} from '\.\/index';/.test(entry))
    return "does not import type { Props } from './index'";
  if (parameters !== undefined) {
    return /:\s*Props,?$/.test(parameters) ? undefined : `${name}'s props are not typed Props`;
  }
  return new RegExp(`const ${name}: Behavior<Props> =`).test(entry)
    ? undefined
    : `${name} is not a Behavior<Props>`;
}

const root = resolve(import.meta.dirname, '../..');
const widgets = readdirSync(join(root, 'widgets')).flatMap((family) =>
  readdirSync(join(root, 'widgets', family)).map((name) => join(root, 'widgets', family, name)),
);

describe('every widget', () => {
  it.each(widgets.map((folder) => [relative(root, folder), folder]))(
    '%s takes its props type from its schema',
    (_, folder) => {
      const index = readFileSync(join(folder, 'index.ts'), 'utf8');
      // The component it loads, or the behaviour its definition imports to keep it in one chunk.
      const target =
        /load: \(\) => import\('\.\/(\w+)'\)/.exec(index)?.[1] ??
        /^import \w+ from '\.\/(\w+)';$/m.exec(index)?.[1] ??
        '';
      const file = [`${target}.tsx`, `${target}.ts`]
        .map((name) => join(folder, name))
        .find((path) => existsSync(path));
      expect(file, 'the file index.ts loads').toBeDefined();
      expect(propsProblem(index, readFileSync(file ?? '', 'utf8'))).toBeUndefined();
    },
  );

  it('check refuses a hand-written props interface or an untyped default export', () => {
    const index =
      'const props = z.object({ a: z.string() });\nexport type Props = WidgetProps<typeof props>;\n';
    const good =
      "import type { Props } from './index';\nexport default function Box({ a }: Props) {}";
    expect(propsProblem(index, good)).toBeUndefined();
    expect(
      propsProblem(
        index,
        "import type { Props } from './index';\ninterface BoxProps { a: string }\nexport default function Box({ a }: BoxProps) {}",
      ),
    ).toBe('declares its own BoxProps');
    expect(propsProblem(index, 'export default function Box({ a }: { a: string }) {}')).toBe(
      "does not import type { Props } from './index'",
    );
    expect(
      propsProblem(
        index,
        "import type { Props } from './index';\nconst box: Behavior<{ a: string }> = () => () => {};\nexport default box;",
      ),
    ).toBe('box is not a Behavior<Props>');
    expect(propsProblem('export default defineWidget({ props: z.object({}) })', good)).toBe(
      'index.ts does not export Props = WidgetProps<typeof props>',
    );
  });
});
