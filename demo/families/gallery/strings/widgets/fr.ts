import type { WidgetText } from '../types';
import { assets } from './fr/assets';
import { cart } from './fr/cart';
import { cartOptions } from './fr/cartOptions';
import { catalog } from './fr/catalog';
import { checkoutAddresses } from './fr/checkoutAddresses';
import { checkoutChoices } from './fr/checkoutChoices';
import { checkoutOrders } from './fr/checkoutOrders';
import { formHelpers } from './fr/formHelpers';
import { news } from './fr/news';
import { payment } from './fr/payment';
import { places } from './fr/places';
import { prepaid } from './fr/prepaid';
import { product } from './fr/product';
import { promotions } from './fr/promotions';
import { salesOrders } from './fr/salesOrders';
import { security } from './fr/security';
import { shipping } from './fr/shipping';
import { site } from './fr/site';
import { staff } from './fr/staff';
import { stories } from './fr/stories';
import { tyres } from './fr/tyres';
import { video } from './fr/video';

/** The editors’ manual in French: what each widget and each of its attributes is for. */
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
