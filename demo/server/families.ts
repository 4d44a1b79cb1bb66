/**
 * The families the demo CMS mounts, in order (docs/decisions/016-demo-by-family.md). A new
 * family (checkout, assets, news…) is one folder under demo/families and one line here.
 */
import { accountFamily } from '../families/account/accountRoutes';
import { assetsFamily } from '../families/assets/assetsRoutes';
import { cartFamily } from '../families/cart/cartRoutes';
import { catalogFamily } from '../families/catalog/catalogRoutes';
import { checkoutFamily } from '../families/checkout/checkoutRoutes';
import { contactFamily } from '../families/contact/contactRoutes';
import { contentFamily } from '../families/content/contentRoutes';
import { customerReferencesFamily } from '../families/customer-references/referenceRoutes';
import { galleryFamily } from '../families/gallery/galleryRoutes';
import type { GalleryWidget } from '../families/gallery/widgetCatalog';
import { helpFamily } from '../families/help/helpRoutes';
import { localizationFamily } from '../families/localization/localizationRoutes';
import { mediaFamily } from '../families/media/mediaRoutes';
import { newsFamily } from '../families/news/newsRoutes';
import { ordersFamily } from '../families/orders/orderRoutes';
import { paymentProviderFamily } from '../families/payment-provider/providerRoutes';
import { prepaidFamily } from '../families/prepaid/prepaidRoutes';
import { productFamily } from '../families/product/productRoutes';
import { promotionsFamily } from '../families/promotions/promotionsRoutes';
import { shippingFamily } from '../families/shipping/shippingRoutes';
import { staffFamily } from '../families/staff/staffRoutes';
import { storesFamily } from '../families/stores/storesRoutes';
import { storiesFamily } from '../families/stories/storiesRoutes';
import { tyresFamily } from '../families/tyres/tyresRoutes';
import { videoFamily } from '../families/video/videoRoutes';
import { wishlistFamily } from '../families/wishlist/wishlistRoutes';
import type { Family } from '../shared/family';

/**
 * In this order: the routes of different families never answer the same address, so the
 * order only decides the cascade of their style sheets (server/stylesheet.ts).
 */
export const families = (gallery: GalleryWidget[]): Family[] => [
  contentFamily(),
  galleryFamily(gallery),
  catalogFamily(),
  cartFamily(),
  checkoutFamily(),
  productFamily(),
  wishlistFamily(),
  shippingFamily(),
  customerReferencesFamily(),
  contactFamily(),
  accountFamily(),
  localizationFamily(),
  mediaFamily(),
  paymentProviderFamily(),
  staffFamily(),
  ordersFamily(),
  prepaidFamily(),
  tyresFamily(),
  assetsFamily(),
  videoFamily(),
  newsFamily(),
  storesFamily(),
  promotionsFamily(),
  helpFamily(),
  storiesFamily(),
];
