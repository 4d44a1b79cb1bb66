import { type TrackingItem, track } from '../../../src/core/tracking';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

type ListItem = TrackingItem & { url?: string };

function readItems(element: HTMLElement): ListItem[] {
  const script = element.querySelector('script[type="application/json"][data-list-items]');
  try {
    const items: unknown = JSON.parse(script?.textContent ?? '[]');
    return Array.isArray(items) ? (items as ListItem[]) : [];
  } catch {
    console.warn('[vitrine] list items are not valid JSON; the list is not tracked');
    return [];
  }
}

const withoutUrl = ({ url: _url, ...item }: ListItem): TrackingItem => item;

const listTracking: Behavior<Props> = (element, { listName, listId }) => {
  const items = readItems(element);
  const list = {
    ...(listName ? { item_list_name: listName } : {}),
    ...(listId ? { item_list_id: listId } : {}),
  };
  if (items.length) track('view_item_list', { ...list, items: items.map(withoutUrl) });
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    if (!link || link.dataset.modal !== undefined) return;
    const path = new URL(link.href, window.location.href).pathname;
    const item = items.find(
      (candidate) =>
        candidate.url && new URL(candidate.url, window.location.href).pathname === path,
    );
    if (item) track('select_item', { ...list, items: [withoutUrl(item)] });
  };
  element.addEventListener('click', onClick);
  return () => element.removeEventListener('click', onClick);
};

export default listTracking;
