/**
 * The families the demo CMS mounts, in order (docs/decisions/016-demo-by-family.md). A new
 * family (checkout, assets, news…) is one folder under demo/families and one line here.
 */
import { accountFamily } from '../families/account/accountRoutes';
import { cartFamily } from '../families/cart/cartRoutes';
import { catalogFamily } from '../families/catalog/catalogRoutes';
import { contactFamily } from '../families/contact/contactRoutes';
import { contentFamily } from '../families/content/contentRoutes';
import { customerReferencesFamily } from '../families/customer-references/referenceRoutes';
import { galleryFamily } from '../families/gallery/galleryRoutes';
import type { GalleryWidget } from '../families/gallery/widgetCatalog';
import { localizationFamily } from '../families/localization/localizationRoutes';
import { mediaFamily } from '../families/media/mediaRoutes';
import { productFamily } from '../families/product/productRoutes';
import { shippingFamily } from '../families/shipping/shippingRoutes';
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
  productFamily(),
  wishlistFamily(),
  shippingFamily(),
  customerReferencesFamily(),
  contactFamily(),
  accountFamily(),
  localizationFamily(),
  mediaFamily(),
];
