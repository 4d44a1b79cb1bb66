import type { Filters } from '../../../src/api/listQuery';

/**
 * The filter a facet form describes (docs/decisions/009): checkbox and radio names are the
 * filter type, `ProductAttributes.{id}` for attribute values, `Price.min` / `Price.max`.
 */
export function formFilter(form: HTMLFormElement): Filters {
  const filter: Filters = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !element.name || element.disabled) continue;
    const [type = '', key] = element.name.split('.');
    if (element.type === 'checkbox' || element.type === 'radio') {
      if (!element.checked || !form.querySelector(`fieldset[data-filter-type="${type}"]`)) continue;
      const value = Number(element.value);
      if (key) {
        const nested = (filter[type] ??= {}) as Record<string, number[]>;
        (nested[key] ??= []).push(value);
      } else {
        ((filter[type] ??= []) as number[]).push(value);
      }
    } else if (key === 'min' || key === 'max') {
      const amount = Number.parseFloat(element.value.replace(',', '.'));
      if (Number.isFinite(amount)) ((filter[type] ??= {}) as Record<string, number>)[key] = amount;
    }
  }
  return filter;
}
