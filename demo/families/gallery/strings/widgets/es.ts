import type { WidgetText } from '../types';
import { assets } from './es/assets';
import { cart } from './es/cart';
import { cartOptions } from './es/cartOptions';
import { catalog } from './es/catalog';
import { checkoutAddresses } from './es/checkoutAddresses';
import { checkoutChoices } from './es/checkoutChoices';
import { checkoutOrders } from './es/checkoutOrders';
import { formHelpers } from './es/formHelpers';
import { news } from './es/news';
import { payment } from './es/payment';
import { places } from './es/places';
import { prepaid } from './es/prepaid';
import { product } from './es/product';
import { promotions } from './es/promotions';
import { salesOrders } from './es/salesOrders';
import { security } from './es/security';
import { shipping } from './es/shipping';
import { site } from './es/site';
import { staff } from './es/staff';
import { stories } from './es/stories';
import { tyres } from './es/tyres';
import { video } from './es/video';

/** The editors’ manual in Spanish: what each widget and each of its attributes is for. */
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
