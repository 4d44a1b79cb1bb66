/**
 * One folder of the tree view (WAI-ARIA APG): the tree is flat, each `treeitem` named by its
 * folder's name and placed by aria-level, aria-setsize and aria-posinset (a nested tree would
 * name each folder after all its children too). Only the focused item is in the tab order
 * (roving tabindex). A click chooses the folder; a click on the arrow opens or closes it.
 */
import type { MouseEvent } from 'react';
import type { FolderNode } from '../../../src/api/assets';
import type { VisibleNode } from './treeModel';

interface TreeItemProps {
  item: VisibleNode;
  focusId: string;
  selected: string | undefined;
  register: (id: string, element: HTMLDivElement | null) => void;
  onChoose: (node: FolderNode) => void;
  onToggle: (id: string, open: boolean) => void;
  onFocusItem: (id: string) => void;
}

export function TreeItem(props: TreeItemProps) {
  const { item, focusId, selected, register, onChoose, onToggle, onFocusItem } = props;
  const { node, id } = item;
  const toggle = (event: MouseEvent) => {
    // The arrow only opens or closes: the folder is not chosen.
    event.stopPropagation();
    onToggle(id, !item.open);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's keys (treeModel.ts) choose, open and close
    <div
      ref={(element) => register(id, element)}
      role="treeitem"
      className="folder-tree__item"
      aria-level={item.level}
      aria-setsize={item.setSize}
      aria-posinset={item.posInSet}
      aria-expanded={item.hasChildren ? item.open : undefined}
      aria-selected={selected === id}
      tabIndex={id === focusId ? 0 : -1}
      onFocus={() => onFocusItem(id)}
      onClick={() => onChoose(node)}
      style={{ paddingInlineStart: `${(item.level - 1) * 1.25 + 0.25}rem` }}
    >
      {item.hasChildren ? (
        <span className="folder-tree__toggle" aria-hidden="true" onClick={toggle} />
      ) : (
        <span className="folder-tree__toggle folder-tree__toggle--none" aria-hidden="true" />
      )}
      <span className="folder-tree__icon" aria-hidden="true" />
      <span className="folder-tree__name">{node.Name}</span>
    </div>
  );
}
