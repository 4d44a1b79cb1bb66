import type { WidgetText } from '../types';
import { assets } from './pt/assets';
import { cart } from './pt/cart';
import { cartOptions } from './pt/cartOptions';
import { catalog } from './pt/catalog';
import { checkoutAddresses } from './pt/checkoutAddresses';
import { checkoutChoices } from './pt/checkoutChoices';
import { checkoutOrders } from './pt/checkoutOrders';
import { formHelpers } from './pt/formHelpers';
import { news } from './pt/news';
import { payment } from './pt/payment';
import { places } from './pt/places';
import { prepaid } from './pt/prepaid';
import { product } from './pt/product';
import { promotions } from './pt/promotions';
import { salesOrders } from './pt/salesOrders';
import { security } from './pt/security';
import { shipping } from './pt/shipping';
import { site } from './pt/site';
import { staff } from './pt/staff';
import { stories } from './pt/stories';
import { tyres } from './pt/tyres';
import { video } from './pt/video';

/**
 * The editors’ manual in Portuguese (of Portugal): what each widget and each of its attributes
 * is for.
 */
export const widgets: Record<string, WidgetText> = {
  ...assets,
  ...cart,
  ...cartOptions,
  ...catalog,
  ...checkoutOrders,
  ...checkoutChoices,
  ...news,
  ...payment,
  ...places,
  ...salesOrders,
  ...prepaid,
  ...checkoutAddresses,
  ...product,
  ...promotions,
  ...security,
  ...shipping,
  ...site,
  ...staff,
  ...stories,
  ...tyres,
  ...video,
  ...formHelpers,
};
