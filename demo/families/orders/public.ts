/**
 * What the orders family lends other families (docs/decisions/016-demo-by-family.md): the
 * customer's orders, which the prepaid pages pay (issue 13).
 */
export { customerOrderById, customerOrdersOf } from './customerOrders';
/** An order's status in the page's language, as a badge (the account home's latest orders). */
export { statusBadge } from './orderBlocks';
export type { CustomerOrder, CustomerOrderStatus } from './orderTypes';
