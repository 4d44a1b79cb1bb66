/**
 * The searchable select's remote search (issue 15), for docs/endpoints.md through
 * src/api/endpoints.ts. Documentation only: nothing in the bundle imports it.
 */
import { type Endpoint, json, OUR_CONTRACT, sameFaults } from './endpointKit';
import { STORE_SEARCH_PATH, selectOptionsSchema } from './selectSearch';

export const selectSearchEndpoints: Endpoint[] = [
  {
    name: 'Searchable select options',
    method: 'GET',
    path: `${STORE_SEARCH_PATH}?q={term} (configurable: data-search-url)`,
    payload: 'none; `q` is what the shopper typed (from data-min-chars characters, after a pause)',
    answer: json(selectOptionsSchema),
    usedBy: ['searchable-select'],
    whenMissing:
      'the list says Forms.OptionsFailed and the shopper can type again; the form keeps the value chosen before',
    faults: sameFaults('the list says Forms.OptionsFailed; the form keeps the value chosen before'),
    source: `${OUR_CONTRACT} (decision 045)`,
  },
];
