/**
 * The customer-references family of the demo CMS: the shopper's own product references
 * (spec 000 §2, §3, §7): the search page and its endpoint, and the reference of one variant
 * on the product page (its block as a fragment, and the update call).
 */
import { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { CustomerReference, CustomerReferencePage } from '../../../src/api/catalog';
import type { referenceAnswerSchema } from '../../../src/api/wishlist';
import { productById, products, variantById } from '../../data/catalog';
import type { Product } from '../../data/catalog/types';
import { fragmentContext, renderPage, translatorFor } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { idParam, integerParam } from '../../shared/params';
import { customerReferencePage } from './customerReferencePage';
import { customerReferenceFragment } from './referenceBlock';
import { REFERENCE_MAX_LENGTH, setReference } from './referenceStore';
import { strings } from './strings';

type ReferenceAnswer = z.infer<typeof referenceAnswerSchema>;

/** Customer references per page of the search. */
export const REFERENCES_PER_PAGE = 10;

/** Customer references by prefix first, then by contains ('12345' finds 'CR-12345'). */
export function findReferences(term: string): Product[] {
  const wanted = term.trim().toUpperCase();
  if (wanted.length < 2) return [];
  return products
    .filter((product) => product.customerSku.includes(wanted))
    .sort(
      (a, b) =>
        Number(!a.customerSku.startsWith(wanted)) - Number(!b.customerSku.startsWith(wanted)) ||
        a.customerSku.localeCompare(b.customerSku),
    );
}

export function customerReferencesFamily(): Family {
  const routes = new Hono<Env>();

  routes.get('/:culture/catalog/customer-references', (c) =>
    renderPage(c, 'catalog/customer-references', customerReferencePage),
  );

  routes.get('/api/v1/catalog/customerref/search', (c) => {
    const { culture } = c.var.session;
    const found = findReferences(c.req.query('q') ?? '');
    const asked = c.req.query('page');
    const page = integerParam(asked, 1, 1, 10_000);
    const start = (page - 1) * REFERENCES_PER_PAGE;
    const items: CustomerReference[] = found
      .slice(start, start + REFERENCES_PER_PAGE)
      .map((product) => ({
        CustomerSKU: product.customerSku,
        ProductLink: `${c.var.base}${culture}/catalog/product/${product.slug}`,
        Name: product.name[culture],
      }));
    // spec 000 §7 answers a plain list; pages are our extension, for callers that ask for one.
    if (asked === undefined) return c.json(items);
    const answer: CustomerReferencePage = {
      Items: items,
      HasMore: found.length > start + REFERENCES_PER_PAGE,
    };
    return c.json(answer);
  });

  // spec 000 §7: the customer reference block of one variant (inner HTML of its region).
  routes.get('/widget/catalog/CustomerReferenceUpdate', (c) => {
    const found = variantById(idParam(c.req.query('productVariantId')));
    const product = productById(idParam(c.req.query('productId')));
    if (!found || (product && product.id !== found.product.id)) return c.notFound();
    return c.html(customerReferenceFragment(fragmentContext(c), found.product, found.variant));
  });

  // spec 000 §3, §8: {ProductId, ProductVariantId, CustomerReference} -> {Status, Message}.
  routes.post('/api/v1/catalog/customerref/update', async (c) => {
    const { session } = c.var;
    const t = translatorFor(c, session.culture);
    const answer = (body: ReferenceAnswer & { CustomerReference?: string }) => c.json(body);
    if (!session.user) return c.json({ Message: t('Security.LoginRequired') }, 401);
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const found = variantById(Number(body.ProductVariantId));
    const reference =
      typeof body.CustomerReference === 'string' ? body.CustomerReference.trim() : '';
    if (!found || found.product.id !== Number(body.ProductId)) {
      return answer({ Status: 'Error', Message: t('Catalog.WishlistUnknownProduct') });
    }
    if (reference.length > REFERENCE_MAX_LENGTH) {
      const message = t('Catalog.CustomerReferenceTooLong', { max: REFERENCE_MAX_LENGTH });
      return answer({ Status: 'Error', Message: message });
    }
    setReference(session, found.variant.ProductVariantId, reference);
    const key = reference ? 'Catalog.CustomerReferenceSaved' : 'Catalog.CustomerReferenceRemoved';
    return answer({ Status: 'Success', Message: t(key), CustomerReference: reference });
  });

  return { name: 'customer-references', routes, strings };
}
