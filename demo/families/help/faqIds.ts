/**
 * The ids of the FAQ's answers, in the order of the questions (the same in every culture):
 * `/{culture}/faq#faq-returns` opens that answer.
 */
export const FAQ_IDS = [
  'faq-delivery',
  'faq-shipping-cost',
  'faq-returns',
  'faq-refund',
  'faq-payment',
  'faq-order-change',
  'faq-stock',
  'faq-account',
  'faq-pickup',
] as const;
