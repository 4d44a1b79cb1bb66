import type { Filters } from '../../../src/api/listQuery';

function addId(filter: Filters, type: string, key: string | undefined, id: number): void {
  if (key) {
    const nested = (filter[type] as Record<string, number[]> | undefined) ?? {};
    nested[key] = [...(nested[key] ?? []), id];
    filter[type] = nested;
  } else {
    filter[type] = [...((filter[type] as number[] | undefined) ?? []), id];
  }
}

function setBound(filter: Filters, type: string, bound: 'min' | 'max', amount: number): void {
  filter[type] = {
    ...((filter[type] as { min?: number; max?: number } | undefined) ?? {}),
    [bound]: amount,
  };
}

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
      if (element.checked && form.querySelector(`fieldset[data-filter-type="${type}"]`)) {
        addId(filter, type, key, Number(element.value));
      }
    } else if (key === 'min' || key === 'max') {
      const amount = Number.parseFloat(element.value.replace(',', '.'));
      if (Number.isFinite(amount)) setBound(filter, type, key, amount);
    }
  }
  return filter;
}
