import * as z from 'zod/mini';
import { productVariantSchema, variationAttributeSchema } from '../../../src/api/product';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

/** At most 999 999, the most a basket line carries (src/ui/quantity QUANTITY_CEILING). */
const count = z.number().check(z.int(), z.nonnegative(), z.maximum(999_999));

const props = z.object({
  productId: z.number().check(z.int(), z.positive()),
  /** The product's name, sent with the order and shown in the confirmation. */
  name: z.string().check(z.minLength(1)),
  /** The variant shown first: the answer of productvariants for it. */
  variant: productVariantSchema,
  /** The variation attributes with their values (spec 000 §3). */
  attributes: z._default(z.array(variationAttributeSchema), []),
  /** The quantity rule of spec 000 §5 (max 0: none); each number at most 999 999. */
  quantity: z._default(z.object({ min: count, step: count, max: count }), {
    min: 1,
    step: 1,
    max: 0,
  }),
  /** GA4 item fields the variant does not carry (spec 000 §3 tracking item). */
  tracking: z._default(
    z.object({
      item_id: z.string(),
      item_brand: z.optional(z.string()),
      item_category: z.optional(z.string()),
    }),
    { item_id: '' },
  ),
  /** Origin data sent with the order (spec 000 §3), e.g. product-page. */
  origin: z.optional(z.string()),
  /** Names the chosen variant in the address (`?variant=`); false in a quick view. */
  inAddress: z._default(z.boolean(), true),
});

export type Props = WidgetProps<typeof props>;

/**
 * Product variations and add to cart (spec 000 §3, §4, §5, §7; docs/decisions/012): attribute
 * selectors, the quantity input with its stepper, price and SKU, and the add-to-cart button
 * with its confirmation dialog. The server writes the first variation answer into a
 * `<script type="application/json" data-props>` child, so the first render needs no request.
 */
export default defineWidget({
  props,
  load: () => import('./ProductVariations'),
});
