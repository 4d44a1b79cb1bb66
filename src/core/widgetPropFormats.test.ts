/**
 * Formats of widget props that the property test (props.property.test.ts) found missing
 * (issue 16 §3). Every address a widget puts in the page (an image, a link) or goes to (a
 * payment's return) is a path of this site or an http(s) address: five widgets took
 * `javascript:` and `data:` as they came. A currency is an ISO 4217 code: "1.5" passed as three
 * characters and the price format threw a RangeError. A refused one is the props contract's
 * readable message, and the server markup stays.
 */
import { describe, expect, it } from 'vitest';
import bannerSlider from '../../widgets/catalog/banner-slider/index';
import paymentForm from '../../widgets/checkout/payment-form/index';
import paymentReturn from '../../widgets/checkout/payment-return/index';
import videoModal from '../../widgets/content/video-modal/index';
import refundRequest from '../../widgets/orders/refund-request/index';
import reorder from '../../widgets/orders/reorder/index';
import { readProps } from './props';
import type { WidgetDefinition } from './widget';

function read(definition: WidgetDefinition, attributes: Record<string, string>) {
  const element = document.createElement('div');
  element.id = 'addressed';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.replaceChildren(element);
  return readProps<Record<string, unknown>>(element, definition.props, 'addressed');
}

const SITE = 'a path on this site such as /fr/shoppingcarts';
const CURRENCY = 'a three-letter currency code in capitals such as EUR';
const refund = { 'data-order-id': 'o', 'data-order-number': 'n', 'data-lines': '[]' };
const ADDRESS = `${SITE.replace('shoppingcarts', 'privacy')}, or an address starting with https://`;
const slides = (slide: Record<string, string>) => JSON.stringify([{ alt: '', ...slide }]);
const video = { 'data-service': 'youtube', 'data-video-id': 'abc', 'data-title': 'T' };
const order = { 'data-order-id': 'o', 'data-lines': '[]' };
const pay = {
  'data-confirmation-url': '/fr/orders/{orderId}',
  'data-return-url': '/fr/pay/{orderId}',
};
const back = {
  ...Object.fromEntries(
    ['provider', 'session-id', 'redirect-result', 'environment', 'client-key'].map((name) => [
      `data-${name}`,
      'x',
    ]),
  ),
  'data-paid-url': '/fr/orders/1',
  'data-refused-url': '/fr/orders/1/pay',
};

interface Case {
  widget: string;
  definition: WidgetDefinition;
  /** Valid attributes apart from the one spoilt. */
  base: Record<string, string>;
  attribute: string;
  value: string;
  expected: string;
}

const spoilt = (
  widget: string,
  definition: WidgetDefinition,
  base: Record<string, string>,
  [attribute, value]: [string, string],
  expected: string,
): Case => ({ widget, definition, base, attribute, value, expected });

const cases: Case[] = [
  spoilt(
    'banner-slider',
    bannerSlider,
    {},
    ['data-slides', slides({ image: 'javascript:alert(1)' })],
    ADDRESS,
  ),
  spoilt(
    'banner-slider',
    bannerSlider,
    {},
    ['data-slides', slides({ poster: 'data:text/html,x' })],
    ADDRESS,
  ),
  spoilt(
    'banner-slider',
    bannerSlider,
    {},
    ['data-slides', slides({ video: ' javascript:x' })],
    ADDRESS,
  ),
  spoilt(
    'banner-slider',
    bannerSlider,
    {},
    ['data-slides', slides({ href: 'JavaScript:x' })],
    ADDRESS,
  ),
  spoilt('video-modal', videoModal, video, ['data-poster', 'javascript:alert(1)'], ADDRESS),
  spoilt('reorder', reorder, order, ['data-basket-url', 'javascript:alert(1)'], SITE),
  spoilt('payment-form', paymentForm, pay, ['data-confirmation-url', 'javascript:{orderId}'], SITE),
  spoilt('payment-form', paymentForm, pay, ['data-return-url', '//evil.example/{orderId}'], SITE),
  spoilt('payment-return', paymentReturn, back, ['data-paid-url', 'javascript:alert(1)'], SITE),
  spoilt('payment-return', paymentReturn, back, ['data-refused-url', 'data:text/html,x'], SITE),
  spoilt('refund-request', refundRequest, refund, ['data-currency', '1.5'], CURRENCY),
  spoilt(
    'reorder',
    reorder,
    { ...order, 'data-basket-url': '/' },
    ['data-currency-code', ' €$'],
    CURRENCY,
  ),
];

describe('addresses and currencies in widget props (issue 16 §3)', () => {
  it.each(cases)('$widget refuses $attribute = $value', (c) => {
    expect(read(c.definition, { ...c.base, [c.attribute]: c.value })).toEqual({
      ok: false,
      message: `[vitrine] widget "addressed" at #addressed: ${c.attribute} expected ${c.expected}, found ${JSON.stringify(c.value)}`,
    });
  });

  it('takes the same attributes with addresses of this site and currency codes', () => {
    expect(read(refundRequest, { ...refund, 'data-currency': 'CHF' }).ok).toBe(true);
    expect(
      read(bannerSlider, { 'data-slides': slides({ image: '/a.jpg', href: 'https://x.example/' }) })
        .ok,
    ).toBe(true);
    expect(read(videoModal, { ...video, 'data-poster': '../poster.svg' }).ok).toBe(true);
    expect(read(reorder, { ...order, 'data-basket-url': '/fr/shoppingcarts' }).ok).toBe(true);
    expect(read(paymentForm, pay).ok).toBe(true);
    expect(read(paymentReturn, back).ok).toBe(true);
  });
});
