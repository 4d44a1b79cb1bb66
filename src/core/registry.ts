/**
 * Widget name -> lazy definition chunk, generated from the folders `widgets/<family>/<name>/`
 * by import.meta.glob (docs/architecture.md §2, §4). Only the importers live in the entry script;
 * each definition, schema and component is its own chunk. The build writes the glob there as a
 * list of the folders and one importer for all (compactRegistry, scripts/definitionChunks.ts).
 */
import type { WidgetDefinition } from './widget';

export type DefinitionModule = { default: WidgetDefinition };

export interface RegistryEntry {
  name: string;
  family: string;
  /** The module path, used as the request of a ChunkLoadError. */
  path: string;
  importer: () => Promise<DefinitionModule>;
}

export type Registry = Map<string, RegistryEntry>;

/** Builds the registry from glob results; two widgets with one name is a build error. */
export function buildRegistry(modules: Record<string, () => Promise<unknown>>): Registry {
  const registry: Registry = new Map();
  for (const [path, importer] of Object.entries(modules)) {
    const match = /widgets\/([a-z0-9-]+)\/([a-z0-9-]+)\/index\.tsx?$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const [, family, name] = match;
    const existing = registry.get(name);
    if (existing) {
      throw new Error(`[vitrine] two widgets are named "${name}": ${existing.path} and ${path}`);
    }
    registry.set(name, { name, family, path, importer: importer as RegistryEntry['importer'] });
  }
  return registry;
}

export const registry: Registry = buildRegistry(import.meta.glob('../../widgets/*/*/index.ts'));
