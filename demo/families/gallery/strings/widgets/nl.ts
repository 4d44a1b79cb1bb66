import type { WidgetText } from '../types';
import { assets } from './nl/assets';
import { cart } from './nl/cart';
import { cartOptions } from './nl/cartOptions';
import { catalog } from './nl/catalog';
import { checkoutAddresses } from './nl/checkoutAddresses';
import { checkoutChoices } from './nl/checkoutChoices';
import { checkoutOrders } from './nl/checkoutOrders';
import { formHelpers } from './nl/formHelpers';
import { news } from './nl/news';
import { payment } from './nl/payment';
import { places } from './nl/places';
import { prepaid } from './nl/prepaid';
import { product } from './nl/product';
import { promotions } from './nl/promotions';
import { salesOrders } from './nl/salesOrders';
import { security } from './nl/security';
import { shipping } from './nl/shipping';
import { site } from './nl/site';
import { staff } from './nl/staff';
import { stories } from './nl/stories';
import { tyres } from './nl/tyres';
import { video } from './nl/video';

/** The editors’ manual in Dutch: what each widget and each of its attributes is for. */
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
