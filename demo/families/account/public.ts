/**
 * What the account family lends other families (docs/decisions/016-demo-by-family.md): the
 * demo's customers, read by the checkout (names, addresses' flags, VAT, issue 12).
 */

/** The page a visitor gets at a customer-area address (401), for the other customer-area families. */
export { loginRequiredPage } from './accountPage';
export { customerByEmail, DEMO_CUSTOMERS, type DemoCustomer } from './customers';
/**
 * issue 13: the links that open the two-factor and password dialogs (`data-modal`), for the
 * account home; the "sign-in and security" page (account/security) shows them too.
 */
export { securityLinks } from './securityPage';
