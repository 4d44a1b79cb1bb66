/**
 * The registered widgets as the gallery shows them (issue 2 §3): read from the same folders
 * the bundle's registry is generated from, with the attribute table generated from each
 * widget's props schema by the loader's own schema reader.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeProps, type FieldInfo } from '../../../src/core/schemaInfo';
import type { WidgetDefinition } from '../../../src/core/widget';

export interface GalleryWidget {
  name: string;
  family: string;
  kind: WidgetDefinition['kind'];
  description: string;
  fields: FieldInfo[];
  /** Live example markup (example.html beside index.ts, or a bare placeholder). */
  example: string;
}

const docComment = (source: string): string => {
  // The last doc comment right before the default export (helpers above have their own).
  const head = source.slice(0, source.indexOf('export default'));
  const match = /\/\*\*([\s\S]*?)\*\/\s*$/.exec(head.slice(head.lastIndexOf('/**')));
  return (match?.[1] ?? '')
    .replace(/^\s*\* ?/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
};

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
        description: docComment(readFileSync(index, 'utf8')),
        fields: describeProps(module.default.props),
        example: existsSync(examplePath)
          ? readFileSync(examplePath, 'utf8').trim()
          : `<div data-widget="${name}"></div>`,
      });
    }
  }
  return widgets.sort((a, b) => a.name.localeCompare(b.name));
}
