import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({});

export type Props = WidgetProps<typeof props>;

/**
 * Buying prepaid money (issue 13; spec 001 §2, §5, §7): enhances the server's form (the
 * account, or a new one, and the amount). "Add to cart" sends POST
 * api/v1/sales/prepaidaccounts/addtocart `{Quantity, PrepaidAccountId}` (null: a new
 * account); an empty amount shows the growl Sales.QuantityIsMandatory and sends nothing. The
 * basket summary follows (`vitrine:basket-changed`); a refusal says why in a toast, a 401
 * opens the login modal, and what the shopper typed stays. Without script the form posts.
 */
export default defineBehavior({
  props,
  load: () => import('./prepaidAddToCart'),
});
