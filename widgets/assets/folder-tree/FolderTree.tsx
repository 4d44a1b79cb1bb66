/**
 * The folder tree (spec 000 §2, §4): a WAI-ARIA APG tree view with a roving tabindex. The keys
 * are in treeModel.ts; choosing a folder (click, Enter or Space) loads its assets into the
 * update element (useFolderList.ts). The chosen folder stays marked (aria-selected).
 */
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FolderNode, ROOT_FOLDER } from '../../../src/api/assets';
import { useTranslation } from '../../../src/core/react/translation';
import type { Props } from './index';
import { TreeItem } from './TreeItem';
import {
  initiallyOpen,
  isTypeAheadKey,
  keyAction,
  type TreeAction,
  TYPE_AHEAD_MS,
  typeAhead,
  visibleNodes,
} from './treeModel';
import { folderListUrl, type ListState, useFolderList } from './useFolderList';
import { useFolders } from './useFolders';
import './folderTree.css';
import '../../../src/ui/visuallyHidden.css';

function announcement(state: ListState, t: (key: string, values: { name: string }) => string) {
  if (state.kind === 'loading') return t('AssetFolders.ListLoading', { name: state.name });
  if (state.kind === 'ready') return t('AssetFolders.ListLoaded', { name: state.name });
  return '';
}

export default function FolderTree({ rootFolderId, depth, update }: Props) {
  const { t } = useTranslation();
  const { tree, retry } = useFolders(rootFolderId);
  const [openState, setOpenState] = useState<ReadonlySet<string>>();
  const [focused, setFocused] = useState<string>();
  const [selected, setSelected] = useState<string>();
  const ownList = useRef<HTMLDivElement>(null);
  const items = useRef(new Map<string, HTMLDivElement>());
  const moveFocus = useRef(false);
  const retryButton = useRef<HTMLButtonElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const translate = useCallback((key: string) => t(key), [t]);
  const target = useCallback(
    () => (update ? document.getElementById(update) : ownList.current),
    [update],
  );
  const list = useFolderList(target, translate);

  const root = tree.kind === 'ready' ? tree.root : undefined;
  // Until the reader opens or closes one, the folders up to the depth are open (spec 000 §4).
  const initial = useMemo(
    () => (root ? initiallyOpen(root, depth) : new Set<string>()),
    [root, depth],
  );
  const open = openState ?? initial;
  const setOpen = (change: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
    setOpenState((current) => change(current ?? initial));

  useEffect(() => {
    if (update && !document.getElementById(update))
      console.error(`[vitrine] folder-tree: no element #${update} to load the assets into`);
  }, [update]);

  const nodes = useMemo(() => (root ? visibleNodes(root, open) : []), [root, open]);
  // The focused node may have gone inside a closed folder: its nearest shown ancestor takes it.
  const focusId = nodes.some((item) => item.id === focused) ? focused : nodes[0]?.id;

  useEffect(() => {
    if (!moveFocus.current || !focusId) return;
    moveFocus.current = false;
    items.current.get(focusId)?.focus();
  }, [focusId]);

  // The retry button goes away while the tree loads again: the focus then goes to the tree,
  // or back to the button when the tree failed again.
  const retryFocused = () => {
    moveFocus.current = true;
    retry();
  };
  useEffect(() => {
    if (tree.kind !== 'failed' || !moveFocus.current) return;
    moveFocus.current = false;
    retryButton.current?.focus();
  }, [tree]);

  const focus = (id: string) => {
    moveFocus.current = true;
    setFocused(id);
  };

  const choose = (node: FolderNode) => {
    const id = String(node.FolderId);
    focus(id);
    setSelected(id);
    // spec 000 §2: the root folder's list has no ids.
    const isTop = node === root && rootFolderId === ROOT_FOLDER;
    void list.load(folderListUrl(rootFolderId, isTop ? ROOT_FOLDER : id), node.Name);
  };

  const toggle = (id: string, toOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (toOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  const apply = (action: TreeAction) => {
    if (action.type === 'focus') focus(action.id);
    else if (action.type === 'open') toggle(action.id, true);
    else if (action.type === 'close') toggle(action.id, false);
    else if (action.type === 'open-siblings')
      setOpen((current) => new Set([...current, ...action.ids]));
    else {
      const item = nodes.find((candidate) => candidate.id === action.id);
      if (item) choose(item.node);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!focusId || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = keyAction(event.key, nodes, focusId);
    // Any other key ends a type-ahead search: "b", Enter, "c" looks for "c".
    if (!isTypeAheadKey(event.key)) typed.current = { text: '', at: 0 };
    if (action) {
      event.preventDefault();
      apply(action);
      return;
    }
    if (!isTypeAheadKey(event.key)) return;
    event.preventDefault();
    const now = event.timeStamp;
    const text =
      now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + event.key : event.key;
    typed.current = { text, at: now };
    const match = typeAhead(nodes, focusId, text);
    if (match) focus(match);
  };

  const register = useCallback((id: string, element: HTMLDivElement | null) => {
    if (element) items.current.set(id, element);
    else items.current.delete(id);
  }, []);

  return (
    <div className={`folder-tree${update ? '' : ' folder-tree--with-list'}`}>
      <div className="folder-tree__folders" aria-busy={tree.kind === 'loading'}>
        {tree.kind === 'loading' ? (
          <p className="folder-tree__status" role="status">
            {t('AssetFolders.Loading')}
          </p>
        ) : null}
        {tree.kind === 'failed' ? (
          <div className="folder-tree__failed" role="alert">
            <p>{t(tree.message)}</p>
            <button ref={retryButton} type="button" className="button" onClick={retryFocused}>
              {t('Core.Retry')}
            </button>
          </div>
        ) : null}
        {root && focusId ? (
          <div
            role="tree"
            className="folder-tree__tree"
            aria-label={t('AssetsLibrary.Folders')}
            onKeyDown={onKeyDown}
          >
            {nodes.map((item) => (
              <TreeItem
                key={item.id}
                item={item}
                focusId={focusId}
                selected={selected}
                register={register}
                onChoose={choose}
                onToggle={toggle}
                onFocusItem={setFocused}
              />
            ))}
          </div>
        ) : null}
      </div>
      <p className="vitrine-visually-hidden" role="status">
        {announcement(list.state, t)}
      </p>
      {update ? null : <div ref={ownList} className="folder-tree__list" />}
    </div>
  );
}
