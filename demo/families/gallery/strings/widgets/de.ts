import type { WidgetText } from '../types';
import { assets } from './de/assets';
import { cart } from './de/cart';
import { cartOptions } from './de/cartOptions';
import { catalog } from './de/catalog';
import { checkoutAddresses } from './de/checkoutAddresses';
import { checkoutChoices } from './de/checkoutChoices';
import { checkoutOrders } from './de/checkoutOrders';
import { formHelpers } from './de/formHelpers';
import { news } from './de/news';
import { payment } from './de/payment';
import { places } from './de/places';
import { prepaid } from './de/prepaid';
import { product } from './de/product';
import { promotions } from './de/promotions';
import { salesOrders } from './de/salesOrders';
import { security } from './de/security';
import { shipping } from './de/shipping';
import { site } from './de/site';
import { staff } from './de/staff';
import { stories } from './de/stories';
import { tyres } from './de/tyres';
import { video } from './de/video';

/** The editors’ manual in German: what each widget and each of its attributes is for. */
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
