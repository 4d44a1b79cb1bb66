/**
 * The registered widgets as the gallery shows them (issue 2 §3): read from the same folders
 * the bundle's registry is generated from, with the attribute table generated from each
 * widget's props schema by the loader's own schema reader, and the shape of each JSON
 * attribute (issue 10 §5). What a widget and an attribute are for comes from the gallery's
 * strings, never from the code's comments (developer notes stay in the code).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeProps, type FieldInfo } from '../../../src/core/schemaInfo';
import { type AnySchema, isStructured, type Shape, shapeOf } from '../../../src/core/schemaShape';
import type { PropsSchema, WidgetDefinition } from '../../../src/core/widget';

export interface GalleryField extends FieldInfo {
  /** The keys and values of a JSON (list or object) attribute. */
  shape?: Shape;
}

export interface GalleryWidget {
  name: string;
  family: string;
  kind: WidgetDefinition['kind'];
  fields: GalleryField[];
  /** The props schema itself: the strings' tests check each example value against it. */
  props: PropsSchema;
  /** Live example markup (example.html beside index.ts, or a bare placeholder). */
  example: string;
}

function fieldsOf(props: PropsSchema): GalleryField[] {
  const shape = (props as unknown as { _zod: { def: { shape?: Record<string, AnySchema> } } })._zod
    .def.shape;
  return describeProps(props).map((field) => {
    const source = shape?.[field.key];
    const fieldShape = source ? shapeOf(source) : undefined;
    return fieldShape && isStructured(fieldShape) ? { ...field, shape: fieldShape } : field;
  });
}

export async function loadGallery(widgetsDir: string): Promise<GalleryWidget[]> {
  const widgets: GalleryWidget[] = [];
  for (const family of readdirSync(widgetsDir).sort()) {
    const familyDir = join(widgetsDir, family);
    for (const name of readdirSync(familyDir).sort()) {
      const index = join(familyDir, name, 'index.ts');
      if (!existsSync(index)) continue;
      const module = (await import(pathToFileURL(index).href)) as { default: WidgetDefinition };
      const examplePath = join(familyDir, name, 'example.html');
      widgets.push({
        name,
        family,
        kind: module.default.kind,
        fields: fieldsOf(module.default.props),
        props: module.default.props,
        example: existsSync(examplePath)
          ? readFileSync(examplePath, 'utf8').trim()
          : `<div data-widget="${name}"></div>`,
      });
    }
  }
  return widgets.sort((a, b) => a.name.localeCompare(b.name));
}
