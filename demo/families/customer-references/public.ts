/**
 * What the customer-references family lends other families (docs/decisions/016-demo-by-family.md):
 * the reference block the product page shows for its variant.
 */
export { customerReferenceFragment } from './referenceBlock';
