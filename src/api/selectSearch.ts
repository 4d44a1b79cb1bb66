/**
 * The remote search of searchable selects (issue 15 "searchable selects in place of select2";
 * not in the specification: our contract, decision 045): `GET {data-search-url}?q={term}`
 * answers the options that match, `[{value, label}]`, at most a screenful. The demo's store
 * search is the default address. Failures are the widget's to show (`policy: false`).
 */
import * as z from 'zod/mini';
import { getJson } from './parse';

/** The demo's store search (the contact form's "shop to contact"). */
export const STORE_SEARCH_PATH = 'api/v1/stores/search';

/** One option: the value the form posts and the label the shopper reads. */
export const selectOptionsSchema = z.array(z.object({ value: z.string(), label: z.string() }));

export type SelectOption = z.infer<typeof selectOptionsSchema>[number];

/** Asks `url` for the options matching `term`; a newer search of the same key aborts this one. */
export const searchSelectOptions = (url: string, term: string, key: string) =>
  getJson(selectOptionsSchema, url, { params: { q: term }, policy: false, abortKey: key });
