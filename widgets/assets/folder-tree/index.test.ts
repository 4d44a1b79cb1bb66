/** The folder tree's attributes (spec 000 §3, §9): the defaults are the shared constants. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ROOT_FOLDER } from '../../../src/api/assets';
import definition from './index';
import { DEFAULT_DEPTH } from './treeModel';

describe('folder-tree attributes', () => {
  it('defaults to the root folder and depth 1', () => {
    expect(z.parse(definition.props, {})).toEqual({
      rootFolderId: ROOT_FOLDER,
      depth: DEFAULT_DEPTH,
    });
  });

  it('refuses a negative depth and an empty root folder id', () => {
    expect(z.safeParse(definition.props, { depth: -1 }).success).toBe(false);
    expect(z.safeParse(definition.props, { rootFolderId: '' }).success).toBe(false);
  });
});
