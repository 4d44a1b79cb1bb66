/**
 * Product variations and add to cart (spec 000 §4, §5; docs/decisions/012). Owns the choice:
 * attribute or quantity changes ask the server for the variation; the other blocks of the page
 * follow through `vitrine:variant-changed`.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { Variation } from '../../../src/api/product';
import { emit } from '../../../src/core/events';
import { formatDiscount, formatMoney } from '../../../src/core/format';
import { useTranslation } from '../../../src/core/react/translation';
import { QuantityInput } from '../../../src/ui/QuantityInput';
import { isValidQuantity, lowest, quantityRule } from '../../../src/ui/quantity';
import type { AddedItem } from './AddedDialog';
import { AddToCart } from './AddToCart';
import { AttributePicker } from './AttributePicker';
import { type VariationChange, variationAnnouncement } from './announcement';
import type { Props } from './index';
import { trackProductEvent } from './track';
import { choicesOf, useVariation } from './useVariation';
import '../../../src/ui/visuallyHidden.css';
import './productVariations.css';

const loadDialog = () => import('./AddedDialog');
const AddedDialog = lazy(loadDialog);

export default function ProductVariations(props: Props) {
  const { t } = useTranslation();
  const first = useRef({
    ProductVariantViewModel: props.variant,
    ProductVariantAttributesViewModel: props.attributes,
  }).current;
  const { variation, choices, state, refresh, settled } = useVariation(
    props.productId,
    first,
    props.inAddress,
  );
  const rule = useMemo(() => quantityRule(props.quantity), [props.quantity]);
  const [quantity, setQuantity] = useState(() => String(lowest(rule)));
  const [added, setAdded] = useState<AddedItem>();
  const [announcement, setAnnouncement] = useState('');
  const variant = variation.ProductVariantViewModel;
  const attributes = variation.ProductVariantAttributesViewModel;
  const count = Number(quantity) || lowest(rule);

  const stockText =
    variant.StockQuantity <= 0
      ? t('Catalog.OutOfStock')
      : variant.StockQuantity <= 3
        ? t('Catalog.LowStock', { count: variant.StockQuantity })
        : t('Catalog.InStock');
  const price = formatMoney(variant.UnitPriceTaxIncl, variant.CurrencyCode);
  const regular = variant.RegularPriceTaxIncl ?? 0;

  // spec 000 §3 tracking: one view_item per product page shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, with the first variant.
  useEffect(() => trackProductEvent('view_item', props, props.variant, count), []);

  // Announce what changed after a refresh, not on the first render: the value chosen or the
  // quantity, then price and availability (issue 10 §2).
  const shown = useRef(variation);
  const change = useRef<VariationChange | undefined>(undefined);
  useEffect(() => {
    if (shown.current === variation) return;
    shown.current = variation;
    const amount =
      count > 1
        ? t('Catalog.TotalPrice', {
            amount: formatMoney(variant.UnitPriceTaxIncl * count, variant.CurrencyCode),
          })
        : price;
    setAnnouncement(
      variationAnnouncement(t, variation, change.current, { price: amount, stock: stockText }),
    );
  }, [variation, variant, price, stockText, count, t]);

  /** The chosen values in words ("Rouge, M") for the confirmation. */
  const detailsOf = (shown: Variation) => {
    const chosen = choicesOf(shown);
    return shown.ProductVariantAttributesViewModel.map(
      (attribute, index) =>
        attribute.ProductAttributeValuesViewModel.find(
          (value) => String(value.ProductAttributeValueId) === chosen[`VariantValueId${index + 1}`],
        )?.DisplayValue,
    )
      .filter(Boolean)
      .join(', ');
  };

  const blockedReason = variant.IsUnavailable
    ? t('Catalog.VariantUnavailable')
    : variant.StockQuantity <= 0
      ? t('Catalog.OutOfStock')
      : !isValidQuantity(quantity, rule) && quantity !== ''
        ? t('Catalog.ChooseQuantity')
        : undefined;

  return (
    <form
      className={`vitrine-variations is-${state}`}
      aria-busy={state === 'loading'}
      onSubmit={(event) => event.preventDefault()}
    >
      <p className="vitrine-variations__price">
        <span className="vitrine-variations__amount">{price}</span>{' '}
        <span className="vitrine-variations__tax">{t('Catalog.PriceTaxIncl')}</span>
        {regular > variant.UnitPriceTaxIncl ? (
          // On sale (issue 10 §4): the old price is said, not only struck through.
          <>
            {' '}
            <s className="vitrine-variations__was">
              <span className="vitrine-visually-hidden">{t('Catalog.InsteadOf')} </span>
              {formatMoney(regular, variant.CurrencyCode)}
            </s>{' '}
            <span className="vitrine-variations__badge">
              {formatDiscount(regular, variant.UnitPriceTaxIncl)}
            </span>
          </>
        ) : null}
      </p>
      {count > 1 && !variant.IsUnavailable ? (
        <p className="vitrine-variations__total">
          {t('Catalog.TotalPrice', {
            amount: formatMoney(variant.UnitPriceTaxIncl * count, variant.CurrencyCode),
          })}
        </p>
      ) : null}
      <p className="vitrine-variations__sku">
        {t('Catalog.Sku')} <span>{variant.SKU}</span>
      </p>
      {attributes.map((attribute, index) => (
        <AttributePicker
          key={attribute.ProductAttributeId}
          attribute={attribute}
          field={`VariantValueId${index + 1}`}
          chosen={choices[`VariantValueId${index + 1}`] ?? ''}
          onChoose={(field, valueId) => {
            change.current = { field };
            void refresh({ ...choices, [field]: valueId }, quantity);
          }}
        />
      ))}
      <div className="vitrine-variations__quantity">
        <QuantityInput
          label={t('ShoppingCarts.Quantity')}
          value={quantity}
          rule={rule}
          onChange={(next) => {
            setQuantity(next);
            // spec 000 §5: a refresh only for a valid quantity.
            if (!isValidQuantity(next, rule)) return;
            change.current = { quantity: Number(next) };
            void refresh(choices, next);
          }}
        />
      </div>
      <p className="vitrine-variations__error" role="alert">
        {state === 'error' ? t('Catalog.VariationFailed') : ''}
      </p>
      <AddToCart
        prepare={async () => {
          // A choice may still be loading: order what the shopper sees chosen (spec 000 §4).
          const shown = await settled();
          // The choice it waited for failed: its message is shown, nothing is ordered.
          if (!shown) return undefined;
          const chosen = shown.ProductVariantViewModel;
          if (chosen.IsUnavailable || chosen.StockQuantity <= 0) return undefined;
          return {
            line: {
              ProductVariantId: chosen.ProductVariantId,
              Quantity: count,
              Name: props.name,
              ...(props.origin ? { OriginData: props.origin } : {}),
            },
            variant: chosen,
            details: detailsOf(shown),
          };
        }}
        blockedReason={blockedReason}
        variantId={variant.ProductVariantId}
        onIntent={loadDialog}
        onAdded={(basket, order) => {
          trackProductEvent('add_to_cart', props, order.variant, order.line.Quantity);
          emit('vitrine:basket-changed', {});
          setAdded({
            name: props.name,
            details: order.details,
            quantity: order.line.Quantity,
            variant: order.variant,
            basket,
          });
        }}
      />
      <p className="vitrine-visually-hidden" role="status">
        {announcement}
      </p>
      {added ? (
        <Suspense fallback={null}>
          <AddedDialog item={added} onClose={() => setAdded(undefined)} />
        </Suspense>
      ) : null}
    </form>
  );
}
