/** What the list templates render (decision 009), and the addresses of its links. */
import { changeList, type ListQuery } from '../../../../src/api/listQuery';
import { listSearch } from '../listRequest';
import type { ListResult } from '../runList';

export interface ListView {
  title: string;
  intro?: string;
  /** The list's path (application path and culture included), for links and form actions. */
  path: string;
  /** Page parameters outside the list query (the tag page's entityName), kept everywhere. */
  extra: Record<string, string>;
  result: ListResult;
  /** Related lists shown under the title (tags on the catalogue pages). */
  related?: Array<{ href: string; label: string; current: boolean }>;
}

/** The canonical address of the list after a change (pageindex rules of spec 000 §2). */
export function listHref(
  view: Pick<ListView, 'path' | 'extra' | 'result'>,
  change: Partial<ListQuery>,
) {
  const search = listSearch(changeList(view.result.query, change), view.extra);
  return search ? `${view.path}?${search}` : view.path;
}

/** Parameters a form must carry besides its own fields. */
export function keptParameters(
  query: ListQuery,
  extra: Record<string, string>,
  names: Array<'q' | 'sort' | 'pageSize' | 'display'>,
): Array<[string, string]> {
  const kept: Array<[string, string]> = [];
  for (const name of names) {
    const value = query[name];
    if (value !== undefined) kept.push([name, String(value)]);
  }
  return [...kept, ...Object.entries(extra)];
}
