/**
 * The demo customer's past orders (issue 13 "The demo CMS"): fourteen orders over the last
 * eighteen months, so the order list has two pages of ten (spec 001 §2 `pagenbr`). Real
 * products of the seeded catalogue, priced as the basket prices them. Among them: delivered
 * orders that can be refunded, one awaiting delivery whose delivery address change is already
 * pending, one paid partly from the prepaid account 7002, one awaiting a bank transfer (the
 * prepaid make-payment page pays it), one cancelled, and one with a product no longer sold
 * (reordering it says so). Built anew for each session: what a visitor changes is theirs.
 */
import { round2 } from '../../../src/core/format';
import { defaultVariant, products, variantById } from '../../data/catalog';
import type { Product, ProductVariant } from '../../data/catalog/types';
import { shippingMethodById } from '../../data/shipping';
import type { Culture } from '../../shared/culture';
import type { Order } from '../checkout/public';

type OrderLine = Order['lines'][number];

import type { CustomerOrder, CustomerOrderStatus } from './orderTypes';

export const DEMO_EMAIL = 'demo@vitrine.shop';
const DAY = 24 * 60 * 60 * 1000;

const stock = (variant: ProductVariant) =>
  Object.values(variant.stock).reduce((sum, units) => sum + units, 0);

/** Products a shopper can order again one at a time (no quantity rule, in stock). */
const orderable = products.filter((product) => {
  const variant = defaultVariant(product);
  return (
    product.quantity.min <= 1 &&
    product.quantity.step <= 1 &&
    variant.available &&
    stock(variant) > 5
  );
});

/** A combination that is no longer sold (an unavailable variant): reorder reports it. */
const withdrawn = products
  .flatMap((product) => product.variants.map((variant) => ({ product, variant })))
  .find(({ variant }) => !variant.available);

interface Seed {
  daysAgo: number;
  status: CustomerOrderStatus;
  /** Indices into the orderable products, with quantities. */
  items: Array<[number, number]>;
  methodId?: number;
  pickupPoint?: string;
  paymentMethod?: Order['paymentMethod'];
  prepaid?: number;
  deliveryChangeRequested?: boolean;
  withWithdrawn?: boolean;
}

/** Newest first; `deliveryChangeRequested` marks the order whose change is already pending. */
const SEEDS: Seed[] = [
  {
    daysAgo: 3,
    status: 'Processing',
    items: [
      [0, 1],
      [5, 2],
    ],
    deliveryChangeRequested: true,
  },
  { daysAgo: 9, status: 'AwaitingTransfer', items: [[11, 1]], paymentMethod: 'banktransfer' },
  {
    daysAgo: 16,
    status: 'Processing',
    items: [
      [17, 1],
      [23, 1],
      [29, 3],
    ],
  },
  { daysAgo: 34, status: 'Shipped', items: [[31, 2]], methodId: 212 },
  {
    daysAgo: 52,
    status: 'Delivered',
    items: [
      [37, 1],
      [41, 1],
    ],
    prepaid: 30,
  },
  {
    daysAgo: 75,
    status: 'Delivered',
    items: [
      [43, 4],
      [47, 1],
    ],
    withWithdrawn: true,
  },
  {
    daysAgo: 110,
    status: 'Delivered',
    items: [[53, 1]],
    methodId: 213,
    pickupPoint: 'Relais Sablon',
  },
  { daysAgo: 150, status: 'Cancelled', items: [[59, 2]] },
  {
    daysAgo: 190,
    status: 'Delivered',
    items: [
      [61, 1],
      [67, 1],
      [71, 2],
    ],
  },
  { daysAgo: 240, status: 'Delivered', items: [[73, 1]] },
  {
    daysAgo: 300,
    status: 'Delivered',
    items: [
      [79, 2],
      [83, 1],
    ],
    methodId: 212,
  },
  { daysAgo: 370, status: 'Delivered', items: [[89, 1]] },
  { daysAgo: 450, status: 'Delivered', items: [[97, 3]] },
  {
    daysAgo: 530,
    status: 'Delivered',
    items: [
      [101, 1],
      [103, 1],
    ],
  },
];

function line(product: Product, variant: ProductVariant, quantity: number, culture: Culture) {
  const unitPrice = variant.priceTaxIncl;
  return {
    productVariantId: variant.ProductVariantId,
    name: product.name[culture],
    sku: variant.SKU,
    quantity,
    unitPrice,
    total: round2(unitPrice * quantity),
    href: `catalog/product/${product.slug}?variant=${variant.ProductVariantId}`,
  } satisfies OrderLine;
}

function linesOf(seed: Seed, culture: Culture): OrderLine[] {
  const lines = seed.items.map(([index, quantity]) => {
    const product = orderable[index % orderable.length] as Product;
    return line(product, defaultVariant(product), quantity, culture);
  });
  if (seed.withWithdrawn && withdrawn)
    lines.push(line(withdrawn.product, withdrawn.variant, 1, culture));
  return lines;
}

const HOME = {
  Id: 1,
  AddressType: 'Both' as const,
  FirstName: 'Camille',
  LastName: 'Martin',
  CountryId: 21,
  CountryCode: 'BE',
  City: 'Bruxelles',
  PostalCode: '1000',
  Street1: 'Rue de la Loi',
  HouseNumber: '16',
  BoxNumber: '',
};

function seededOrder(seed: Seed, index: number, culture: Culture, now: number): CustomerOrder {
  const lines = linesOf(seed, culture);
  const itemsIncl = round2(lines.reduce((sum, l) => sum + l.total, 0));
  const methodId = seed.methodId ?? 211;
  const method = shippingMethodById(methodId);
  const shipping = itemsIncl >= 50 ? 0 : (method?.priceEur ?? 5.95);
  const totalIncl = round2(itemsIncl + shipping);
  const totalExcl = round2(totalIncl / 1.21);
  const prepaid = Math.min(seed.prepaid ?? 0, totalIncl);
  const created = new Date(now - seed.daysAgo * DAY);
  const number = `VT-${created.getFullYear()}-${String(900 - index * 37).padStart(6, '0')}`;
  return {
    id: `past-${String(index + 1).padStart(2, '0')}`,
    number,
    createdAt: created.toISOString(),
    culture,
    email: DEMO_EMAIL,
    signedIn: true,
    lines,
    billing: HOME,
    accountType: 'private',
    companyName: '',
    vat: '',
    shipping: {
      methodId,
      methodName: method?.name[culture] ?? '',
      ...(seed.pickupPoint ? { pickupPoint: seed.pickupPoint } : {}),
      address: seed.pickupPoint ? undefined : { ...HOME, Id: 2, AddressType: 'Shipping' },
    },
    paymentMethod: seed.paymentMethod ?? 'card',
    prepaidAccountId: prepaid > 0 ? 7002 : undefined,
    couponCode: undefined,
    totals: {
      count: lines.reduce((sum, l) => sum + l.quantity, 0),
      itemsIncl,
      itemsExcl: round2(itemsIncl / 1.21),
      shipping,
      discount: 0,
      totalIncl,
      totalExcl,
      taxExempt: false,
      tax: round2(totalIncl - totalExcl),
      prepaid,
      toPay: round2(totalIncl - prepaid),
    },
    status: seed.status,
    checkoutKey: `past-${index + 1}`,
    placedBy: 'seed',
    deliveryChangeRequested: Boolean(seed.deliveryChangeRequested),
  };
}

/** A fresh copy of the demo customer's past orders, names in `culture`, newest first. */
export function pastOrders(culture: Culture, now = Date.now()): CustomerOrder[] {
  return SEEDS.map((seed, index) => seededOrder(seed, index, culture, now));
}

/** The product names follow the page's culture (the seeds are not in one language). */
export function renameLines(order: CustomerOrder, culture: Culture): void {
  for (const orderLine of order.lines) {
    const found = variantById(orderLine.productVariantId);
    if (found) orderLine.name = found.product.name[culture];
  }
  const method = shippingMethodById(order.shipping.methodId);
  if (method) order.shipping.methodName = method.name[culture];
}
