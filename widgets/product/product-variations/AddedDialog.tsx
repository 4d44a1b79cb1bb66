/**
 * The add-to-cart confirmation (spec 000 §4): the item's name, the quantity and the basket
 * totals, with "continue shopping" (closes) and "go to basket" ({culture}/shoppingcarts). The
 * totals come from the server and are shown as text. Loaded when first shown: the dialog
 * primitive (react-modal) is not part of the product page's start.
 */
import { useTranslation } from 'react-i18next';
import { cultureUrl } from '../../../src/core/paths';
import type { BasketSummary } from '../../../src/core/stores/basket';
import { Modal } from '../../../src/ui/Modal';

export interface AddedItem {
  name: string;
  /** The chosen values, e.g. "Rouge, M". */
  details: string;
  quantity: number;
  basket: BasketSummary;
}

export default function AddedDialog({ item, onClose }: { item: AddedItem; onClose: () => void }) {
  const { t } = useTranslation();
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
      <p className="vitrine-added__name">{item.name}</p>
      {item.details ? <p className="vitrine-added__details">{item.details}</p> : null}
      <dl className="vitrine-added__facts">
        <dt>{t('ShoppingCarts.Quantity')}</dt>
        <dd>{item.quantity}</dd>
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
