/** The folder tree's model (spec 000 §4, §9; WAI-ARIA APG tree view keyboard). */
import { describe, expect, it } from 'vitest';
import { hierarchy } from './fixtures';
import { initiallyOpen, keyAction, typeAhead, visibleNodes } from './treeModel';

const names = (open: Set<string>) => visibleNodes(hierarchy, open).map((item) => item.node.Name);

describe('initiallyOpen (spec 000 §4 "open when its level is at most the depth")', () => {
  it('opens the folders with children up to depth 1 by default', () => {
    expect([...initiallyOpen(hierarchy)].sort()).toEqual(['1', '2', '3']);
  });

  it('opens deeper folders with a larger depth, and none past it', () => {
    expect([...initiallyOpen(hierarchy, 2)].sort()).toEqual(['1', '2', '3', '4']);
    expect([...initiallyOpen(hierarchy, 0)]).toEqual(['1']);
  });

  it('never marks a folder without children as open', () => {
    expect(initiallyOpen(hierarchy, 9).has('8')).toBe(false);
  });
});

describe('visibleNodes', () => {
  it('lists the open branches in reading order, with level, position and size', () => {
    const nodes = visibleNodes(hierarchy, initiallyOpen(hierarchy));
    expect(nodes.map((item) => item.node.Name)).toEqual([
      'Bibliothèque',
      'Produits',
      'Chaussures',
      'Sacs',
      'Actualités',
      'Salons',
      'Documents',
    ]);
    const shoes = nodes[2];
    expect(shoes).toMatchObject({ level: 3, parentId: '2', posInSet: 1, setSize: 2 });
    expect(shoes?.hasChildren).toBe(true);
    expect(shoes?.open).toBe(false);
    expect(nodes[6]).toMatchObject({ level: 2, posInSet: 3, setSize: 3, hasChildren: false });
  });

  it('hides the children of a closed folder', () => {
    expect(names(new Set(['1']))).toEqual(['Bibliothèque', 'Produits', 'Actualités', 'Documents']);
    expect(names(new Set())).toEqual(['Bibliothèque']);
  });
});

describe('keyAction (APG tree view keys)', () => {
  const nodes = visibleNodes(hierarchy, initiallyOpen(hierarchy));

  it('moves down and up the visible nodes, and stops at the ends', () => {
    expect(keyAction('ArrowDown', nodes, '1')).toEqual({ type: 'focus', id: '2' });
    expect(keyAction('ArrowDown', nodes, '5')).toEqual({ type: 'focus', id: '3' });
    expect(keyAction('ArrowUp', nodes, '3')).toEqual({ type: 'focus', id: '5' });
    expect(keyAction('ArrowUp', nodes, '1')).toBeUndefined();
    expect(keyAction('ArrowDown', nodes, '8')).toBeUndefined();
  });

  it('goes to the first and the last visible node with Home and End', () => {
    expect(keyAction('Home', nodes, '6')).toEqual({ type: 'focus', id: '1' });
    expect(keyAction('End', nodes, '2')).toEqual({ type: 'focus', id: '8' });
  });

  it('opens a closed folder with ArrowRight, then goes to its first child', () => {
    expect(keyAction('ArrowRight', nodes, '4')).toEqual({ type: 'open', id: '4' });
    expect(keyAction('ArrowRight', nodes, '2')).toEqual({ type: 'focus', id: '4' });
    expect(keyAction('ArrowRight', nodes, '8')).toBeUndefined();
  });

  it('closes an open folder with ArrowLeft, else goes to the parent', () => {
    expect(keyAction('ArrowLeft', nodes, '2')).toEqual({ type: 'close', id: '2' });
    expect(keyAction('ArrowLeft', nodes, '4')).toEqual({ type: 'focus', id: '2' });
    expect(keyAction('ArrowLeft', nodes, '8')).toEqual({ type: 'focus', id: '1' });
    const closed = visibleNodes(hierarchy, new Set());
    expect(keyAction('ArrowLeft', closed, '1')).toBeUndefined();
  });

  it('chooses the focused folder with Enter and Space', () => {
    expect(keyAction('Enter', nodes, '5')).toEqual({ type: 'select', id: '5' });
    expect(keyAction(' ', nodes, '1')).toEqual({ type: 'select', id: '1' });
  });

  it('opens the closed siblings that have children with *', () => {
    const rootOnly = visibleNodes(hierarchy, new Set(['1']));
    expect(keyAction('*', rootOnly, '8')).toEqual({ type: 'open-siblings', ids: ['2', '3'] });
    expect(keyAction('*', nodes, '3')).toBeUndefined();
  });

  it('leaves other keys and an unknown focus alone', () => {
    expect(keyAction('Tab', nodes, '1')).toBeUndefined();
    expect(keyAction('ArrowDown', nodes, 'gone')).toBeUndefined();
  });
});

describe('typeAhead', () => {
  const nodes = visibleNodes(hierarchy, initiallyOpen(hierarchy));

  it('goes to the next name starting with the letter, after the focused node, and wraps', () => {
    expect(typeAhead(nodes, '1', 's')).toBe('5');
    expect(typeAhead(nodes, '5', 's')).toBe('6');
    expect(typeAhead(nodes, '6', 's')).toBe('5');
    expect(typeAhead(nodes, '8', 'b')).toBe('1');
  });

  it('cycles through the same letter typed again', () => {
    expect(typeAhead(nodes, '5', 'ss')).toBe('6');
  });

  it('matches longer prefixes from the focused node, ignoring case and accents', () => {
    expect(typeAhead(nodes, '1', 'SAL')).toBe('6');
    expect(typeAhead(nodes, '2', 'act')).toBe('3');
    expect(typeAhead(nodes, '1', 'biblio')).toBe('1');
  });

  it('finds nothing for a prefix no visible name has', () => {
    expect(typeAhead(nodes, '1', 'été')).toBeUndefined();
    expect(typeAhead(nodes, '1', '')).toBeUndefined();
  });
});
