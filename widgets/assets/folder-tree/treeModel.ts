/**
 * The folder tree's model, without React (spec 000 §2, §4, §9): which nodes open at start, the
 * nodes a reader can reach (the open branches, in reading order), and the keyboard of the
 * WAI-ARIA APG tree view pattern: Up/Down, Right, Left, Home/End, Enter/Space, `*` and
 * type-ahead.
 */
import type { FolderNode } from '../../../src/api/assets';

/** spec 000 §9: the depth when the widget does not say. */
export const DEFAULT_DEPTH = 1;

/**
 * spec 000 §4 "initially open when its level is at most the configured depth": the folders
 * with children whose ItemLevel is at most `depth`.
 */
export function initiallyOpen(root: FolderNode, depth = DEFAULT_DEPTH): Set<string> {
  const open = new Set<string>();
  const walk = (node: FolderNode) => {
    if (node.Children.length > 0 && node.ItemLevel <= depth) open.add(String(node.FolderId));
    node.Children.forEach(walk);
  };
  walk(root);
  return open;
}

/** A node as the reader reaches it: where it sits, and whether it is open. */
export interface VisibleNode {
  node: FolderNode;
  id: string;
  /** aria-level: 1 for the top folder. */
  level: number;
  parentId: string | undefined;
  setSize: number;
  posInSet: number;
  hasChildren: boolean;
  open: boolean;
}

/** The nodes shown, top to bottom: the children of a closed folder are not. */
export function visibleNodes(root: FolderNode, open: ReadonlySet<string>): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (
    node: FolderNode,
    level: number,
    parentId: string | undefined,
    pos: number,
    size: number,
  ) => {
    const hasChildren = node.Children.length > 0;
    const isOpen = hasChildren && open.has(String(node.FolderId));
    out.push({
      node,
      id: String(node.FolderId),
      level,
      parentId,
      setSize: size,
      posInSet: pos,
      hasChildren,
      open: isOpen,
    });
    if (!isOpen) return;
    node.Children.forEach((child, i) => {
      walk(child, level + 1, String(node.FolderId), i + 1, node.Children.length);
    });
  };
  walk(root, 1, undefined, 1, 1);
  return out;
}

export type TreeAction =
  | { type: 'focus'; id: string }
  | { type: 'open'; id: string }
  | { type: 'close'; id: string }
  | { type: 'select'; id: string }
  /** `*`: opens every sibling of the focused node that has children. */
  | { type: 'open-siblings'; ids: string[] };

/** What a key does on the focused node (APG tree view, "Keyboard Interaction"). */
export function keyAction(
  key: string,
  nodes: VisibleNode[],
  focusedId: string,
): TreeAction | undefined {
  const index = nodes.findIndex((item) => item.id === focusedId);
  const current = nodes[index];
  if (!current) return undefined;
  const focusAt = (i: number) => {
    const target = nodes[i];
    return target && target.id !== focusedId
      ? ({ type: 'focus', id: target.id } as const)
      : undefined;
  };
  switch (key) {
    case 'ArrowDown':
      return focusAt(index + 1);
    case 'ArrowUp':
      return focusAt(index - 1);
    case 'Home':
      return focusAt(0);
    case 'End':
      return focusAt(nodes.length - 1);
    case 'ArrowRight':
      if (!current.hasChildren) return undefined;
      return current.open ? focusAt(index + 1) : { type: 'open', id: current.id };
    case 'ArrowLeft':
      if (current.open) return { type: 'close', id: current.id };
      return current.parentId ? { type: 'focus', id: current.parentId } : undefined;
    case 'Enter':
    case ' ':
      return { type: 'select', id: current.id };
    case '*': {
      const ids = nodes
        .filter((item) => item.parentId === current.parentId && item.hasChildren && !item.open)
        .map((item) => item.id);
      return ids.length ? { type: 'open-siblings', ids } : undefined;
    }
    default:
      return undefined;
  }
}

/** Lower case without accents, so "e" finds "Événements" (the six cultures). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** A printable character that starts or continues a type-ahead search. */
export const isTypeAheadKey = (key: string) => key.length === 1 && key !== ' ' && key !== '*';

/**
 * Type-ahead (APG): the next node whose name starts with what was typed. One character (or the
 * same one repeated) looks after the focused node and cycles through the names starting with
 * it; a longer string keeps the focused node when it still matches. Wraps around.
 */
export function typeAhead(
  nodes: VisibleNode[],
  focusedId: string,
  typed: string,
): string | undefined {
  if (!typed) return undefined;
  const text = fold(typed);
  const repeated = [...text].every((char) => char === text[0]);
  const prefix = repeated ? (text[0] ?? '') : text;
  const index = Math.max(
    0,
    nodes.findIndex((item) => item.id === focusedId),
  );
  const start = repeated ? index + 1 : index;
  for (let step = 0; step < nodes.length; step++) {
    const item = nodes[(start + step) % nodes.length];
    if (item && fold(item.node.Name).startsWith(prefix)) return item.id;
  }
  return undefined;
}

/** How long typed characters add up to one search (APG suggests about half a second). */
export const TYPE_AHEAD_MS = 500;
