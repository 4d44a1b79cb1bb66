/**
 * The wishlist list page ({culture}/catalog/wishlist/list?Id=, spec 001 §2): a navigation of
 * the shopper's wishlists and birth lists (each kind its own group, the shown one marked with
 * aria-current), and the table wrapper holding the shown list's items, rendered here so the
 * page works without JavaScript; widgets/wishlist/wishlist-page switches lists in place.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { wishlistItems } from './wishlistItems';
import { listsOf, type Wishlist, type WishlistKind } from './wishlistStore';

const GROUPS: [WishlistKind, string][] = [
  ['wishlist', 'Catalog.Wishlists'],
  ['birthlist', 'Catalog.BirthLists'],
];

function navigation(ctx: PageContext, shown: Wishlist | undefined) {
  const here = `${cultureRoot(ctx)}catalog/wishlist/list`;
  const groups = GROUPS.map(([kind, key]) => ({ kind, key, lists: listsOf(ctx.session, kind) }));
  return html`<nav class="wishlist-nav" aria-label="${ctx.t('Catalog.MyWishlists')}">
    ${groups
      .filter((group) => group.lists.length > 0)
      .map(
        (
          group,
        ) => html`<h2 class="wishlist-nav__group" id="wishlist-nav-${group.kind}">${ctx.t(group.key)}</h2>
      <ul class="wishlist-nav__lists" aria-labelledby="wishlist-nav-${group.kind}">
        ${group.lists.map(
          (list) =>
            html`<li><a class="wishlist-nav__link" href="${here}?Id=${list.WishlistId}" data-wishlist-link="${list.WishlistId}" ${list === shown ? html`aria-current="page"` : ''}>${list.Name}</a></li>`,
        )}
      </ul>`,
      )}
  </nav>`;
}

/** The page for a signed-in shopper: `shown` is the list asked for (or the first one). */
export function wishlistPage(ctx: PageContext, shown: Wishlist | undefined, unknown = false) {
  const title = ctx.t('Catalog.MyWishlists');
  const lists = [...listsOf(ctx.session, 'wishlist'), ...listsOf(ctx.session, 'birthlist')];
  const body =
    lists.length === 0
      ? // No list yet: the way to fill one (spec 001 §2; issue 10 §4: an empty page leads somewhere).
        html`<section class="wishlist-page"><h1>${title}</h1>
        <div class="wishlist-page__none"><p>${ctx.t('Catalog.WishlistNoList')}</p>
        <p><a class="button button--primary" href="${cultureRoot(ctx)}catalog">${ctx.t('Catalog.WishlistBrowseCatalog')}</a></p></div></section>`
      : html`<section class="wishlist-page"><h1>${title}</h1>
        <div class="wishlist-page__layout" data-widget="wishlist-page" data-hydrate="load">
          ${navigation(ctx, shown)}
          <div class="wishlist-page__items" data-wishlist-items>
            ${
              shown
                ? wishlistItems(ctx, shown)
                : html`<p class="wishlist-page__unknown">${ctx.t(unknown ? 'Catalog.WishlistUnknownList' : 'Catalog.WishlistNoList')}</p>`
            }
          </div>
          <p class="visually-hidden" role="status" data-wishlist-status></p>
        </div></section>`;
  return layout(ctx, { title, body, bodyClass: 'wishlist-list-page' });
}

/** spec 000 §6: the lists need a signed-in shopper; the way to sign in, coming back here. */
export function wishlistLoginPage(ctx: PageContext, returnUrl: string) {
  const title = ctx.t('Security.LoginRequired');
  const body = html`<section class="content-page">
    <h1>${title}</h1>
    <p><a class="button button--primary" href="${cultureRoot(ctx)}security/login?returnUrl=${encodeURIComponent(returnUrl)}">${ctx.t('Security.SignIn')}</a></p>
  </section>`;
  return layout(ctx, { title, body });
}
