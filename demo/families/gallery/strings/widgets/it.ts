import type { WidgetText } from '../types';
import { assets } from './it/assets';
import { cart } from './it/cart';
import { cartOptions } from './it/cartOptions';
import { catalog } from './it/catalog';
import { checkoutAddresses } from './it/checkoutAddresses';
import { checkoutChoices } from './it/checkoutChoices';
import { checkoutOrders } from './it/checkoutOrders';
import { formHelpers } from './it/formHelpers';
import { news } from './it/news';
import { payment } from './it/payment';
import { places } from './it/places';
import { prepaid } from './it/prepaid';
import { product } from './it/product';
import { promotions } from './it/promotions';
import { salesOrders } from './it/salesOrders';
import { security } from './it/security';
import { shipping } from './it/shipping';
import { site } from './it/site';
import { staff } from './it/staff';
import { stories } from './it/stories';
import { tyres } from './it/tyres';
import { video } from './it/video';

/** The editors’ manual in Italian: what each widget and each of its attributes is for. */
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
