import * as z from 'zod/mini';
import { apiPath } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const id = z.number().check(z.int(), z.positive());

const props = z.object({
  productId: id,
  productVariantId: id,
  /** The reference saved so far ('' when none). */
  reference: z._default(z.string(), ''),
  /** The longest reference the field takes, at most 500 characters. */
  maxLength: z._default(z.number().check(z.int(), z.positive(), z.maximum(500)), 50),
  /** growl (default) or dialog (spec 000 §8). */
  display: z._default(z.enum(['growl', 'dialog']), 'growl'),
  /** Another update address under the application path. */
  updateUrl: z.optional(apiPath()),
});

export type Props = WidgetProps<typeof props>;

/**
 * The shopper's own reference for a product variant (spec 000 §3, §7, §8, §9): saves it with
 * POST api/v1/catalog/customerref/update `{ProductId, ProductVariantId, CustomerReference}`,
 * answered `{Status, Message}`. Success shows the server Message, failure
 * Catalog.CustomerRefUpdateError, in a growl (default) or a dialog that closes after 3000 ms.
 * The server form inside is the fallback; the variant-fragment block around it brings a new
 * one when the variant changes.
 */
export default defineWidget({
  props,
  load: () => import('./CustomerReferenceUpdate'),
});
