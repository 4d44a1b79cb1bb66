/**
 * The string resources the demo serves (spec 000 §7), per culture: the shared layer's and
 * every mounted family's, merged (docs/decisions/016-demo-by-family.md). Each key has one
 * owner: a key two of them define stops the server at start.
 */
import { type Culture, cultures } from '../shared/culture';
import type { Family } from '../shared/family';
import { mergeResources, type StringResources } from '../shared/strings';
import { strings as shared } from '../shared/strings/index';
import { families } from './families';

/** The dictionary of each culture: the shared layer's resources, then each family's. */
export function stringResourcesOf(mounted: Family[]): Record<Culture, StringResources> {
  const of = (culture: Culture) =>
    mergeResources([
      shared[culture].resources,
      ...mounted.flatMap((family) => (family.strings ? [family.strings[culture].resources] : [])),
    ]);
  return Object.fromEntries(cultures.map((culture) => [culture, of(culture)])) as Record<
    Culture,
    StringResources
  >;
}

/**
 * What GET /api/v1/localization/{culture}/stringresources answers: the families' strings do
 * not depend on the gallery's widgets, so the list without them says the same words.
 */
export const stringResources: Record<Culture, StringResources> = stringResourcesOf(families([]));
