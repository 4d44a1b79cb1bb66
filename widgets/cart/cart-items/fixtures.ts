/**
 * A small stand-in for the CMS in the cart-items tests: the basket (variant id → quantity and
 * rule) and the fragment it renders, with the data attributes of docs/endpoints.md.
 */
export interface TestLine {
  id: number;
  name: string;
  quantity: number;
  price: number;
  min?: number;
  step?: number;
  max?: number;
}

export function fragmentHtml(lines: TestLine[]): string {
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const item = (line: TestLine, index: number) =>
    JSON.stringify({
      item_name: line.name,
      item_id: String(line.id),
      price: line.price,
      index,
    }).replaceAll('"', '&quot;');
  const viewCart = JSON.stringify({
    currency: 'EUR',
    value: total,
    items: lines.map((line) => ({ item_name: line.name, quantity: line.quantity })),
  }).replaceAll('"', '&quot;');
  if (lines.length === 0) {
    return '<div data-count="0"><p>Vide</p><a href="/fr/catalog">Catalogue</a></div>';
  }
  return `<div data-count="${lines.length}" data-announce="Total : ${total} €" data-view-cart="${viewCart}">
    <ul>${lines
      .map(
        (
          line,
          index,
        ) => `<li data-line="${line.id}" data-quantity="${line.quantity}" data-item="${item(line, index)}">
        <a href="/fr/p/${line.id}">${line.name}</a>
        <button type="button" data-quantity-step="-1" aria-label="moins ${line.id}">−</button>
        <input name="Quantity" aria-label="quantité ${line.id}" value="${line.quantity}"
          data-min="${line.min ?? 1}" data-step="${line.step ?? 1}" data-max="${line.max ?? 50}" />
        <button type="button" data-quantity-step="1" aria-label="plus ${line.id}">+</button>
        <button type="button" data-delete aria-label="retirer ${line.id}">Retirer</button>
      </li>`,
      )
      .join('')}</ul>
    <p class="total">Total : ${total} €</p>
  </div>`;
}
