/**
 * The add-to-cart confirmation (spec 000 §4): the item's picture, name and chosen values, its
 * unit price, the quantity and the basket totals (issue 10 §4), with "continue shopping"
 * (closes) and "go to basket" ({culture}/shoppingcarts). The totals come from the server and
 * are shown as text. Loaded when first shown: the dialog primitive (react-modal) is not part
 * of the product page's start.
 */

import type { ProductVariant } from '../../../src/api/product';
import { formatMoney } from '../../../src/core/format';
import { cultureUrl } from '../../../src/core/paths';
import { useTranslation } from '../../../src/core/react/translation';
import type { BasketSummary } from '../../../src/core/stores/basket';
import { Modal } from '../../../src/ui/Modal';

export interface AddedItem {
  name: string;
  /** The chosen values, e.g. "Rouge, M". */
  details: string;
  quantity: number;
  /** The variant ordered: its unit price (for that quantity) and its picture. */
  variant: ProductVariant;
  basket: BasketSummary;
}

export default function AddedDialog({ item, onClose }: { item: AddedItem; onClose: () => void }) {
  const { t } = useTranslation();
  // Kept as it came by the loose variant schema (src/api/product.ts).
  const image = item.variant.ThumbnailUrl;
  return (
    <Modal
      title={t('ShoppingCarts.AddedToBasket')}
      onClose={onClose}
      className="vitrine-added"
      footer={
        <>
          <button type="button" className="vitrine-button" onClick={onClose}>
            {t('ShoppingCarts.ContinueShopping')}
          </button>
          <a
            className="vitrine-button vitrine-button--primary"
            href={cultureUrl('shoppingcarts')}
            onClick={onClose}
          >
            {t('ShoppingCarts.GoToBasket')}
          </a>
        </>
      }
    >
      <div className="vitrine-added__item">
        {typeof image === 'string' && image ? (
          // Decorative: the name beside it says what it shows.
          <img className="vitrine-added__image" src={image} alt="" width="96" height="96" />
        ) : null}
        <div>
          <p className="vitrine-added__name">{item.name}</p>
          {item.details ? <p className="vitrine-added__details">{item.details}</p> : null}
        </div>
      </div>
      <dl className="vitrine-added__facts">
        <dt>{t('ShoppingCarts.Quantity')}</dt>
        <dd>{item.quantity}</dd>
        <dt>{t('ShoppingCarts.UnitPrice')}</dt>
        <dd>{formatMoney(item.variant.UnitPriceTaxIncl, item.variant.CurrencyCode)}</dd>
        <dt>{t('ShoppingCarts.Basket')}</dt>
        <dd>{t('ShoppingCarts.ItemsCount', { count: item.basket.ItemsCount })}</dd>
        <dt>{t('ShoppingCarts.TotalTaxIncl')}</dt>
        <dd>{item.basket.AmountTaxInclHtml}</dd>
        <dt>{t('ShoppingCarts.TotalTaxExcl')}</dt>
        <dd>{item.basket.AmountTaxExclHtml}</dd>
      </dl>
    </Modal>
  );
}
