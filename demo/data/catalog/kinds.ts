/** Every product family of the demo shop. */
import type { Kind } from './kind';
import { fashionKinds } from './kinds-fashion';
import { gearKinds } from './kinds-gear';
import { homeKinds } from './kinds-home';
import { playKinds } from './kinds-play';

export const kinds: readonly Kind[] = [...fashionKinds, ...gearKinds, ...homeKinds, ...playKinds];

const byFamily = new Map(kinds.map((kind) => [kind.family, kind]));

export const kindByFamily = (family: string): Kind | undefined => byFamily.get(family);
