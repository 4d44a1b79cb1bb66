/**
 * The editor area's routes (issue 14): the pages for an editor, the login page for a visitor
 * (401), the refusal for a shopper (403). A form's post reads the asset widgets' hidden fields
 * (postedAssets.ts), saves when the whole form is fine, and redirects back with `?saved=1`;
 * otherwise nothing is saved and the form comes back (422) with what was wrong.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { products } from '../../data/catalog';
import { culturePage, cultureRoot, type PageContext } from '../../shared/context';
import type { Env } from '../../shared/env';
import { postedForm, tokenOk } from '../../shared/formPost';
import { productUrl } from '../../shared/productCard';
import { loginRequiredPage } from '../account/public';
import { roleOf } from './access';
import { NEWS_SLOTS, PAGE_SLOTS, PRODUCT_SLOTS, type Slot } from './editorForms';
import {
  assetFormPage,
  editorForbiddenPage,
  editorHome,
  newsTitle,
  pageTitle,
} from './editorPages';
import {
  ENTITY_ID,
  newsAssets,
  pageAssets,
  productAssets,
  saveNewsAssets,
  savePageAssets,
  saveProductAssets,
} from './editorStore';
import { FOLDER_OF, libraryReady } from './library';
import { libraryPage } from './libraryPage';
import { applyPlan, type Plan, planMultiple, planSingle } from './postedAssets';
import { strings } from './strings';

/** One editable entity: its form's slots, its current ids per slot, how to save them. */
interface Editable {
  title: string;
  shopUrl: string;
  slots: Slot[];
  current: string[][];
  folderId: string;
  save: (ids: string[][]) => void;
}

function editableOf(ctx: PageContext, kind: string, id: string): Editable | undefined {
  const root = cultureRoot(ctx);
  const text = strings[ctx.culture].pages.editor;
  if (kind === 'products') {
    const product = products.find((p) => String(p.id) === id);
    if (!product) return undefined;
    const saved = productAssets(product.id);
    return {
      title: text.productTitle.replace('{{name}}', product.name[ctx.culture]),
      shopUrl: productUrl(ctx, product),
      slots: PRODUCT_SLOTS,
      current: [saved.main ? [saved.main] : [], saved.gallery],
      folderId: FOLDER_OF.products,
      save: ([main, gallery]) =>
        saveProductAssets(product.id, { main: main?.[0], gallery: gallery ?? [] }),
    };
  }
  if (!ENTITY_ID.test(id)) return undefined;
  if (kind === 'news') {
    const saved = newsAssets(id) ?? { attachments: [] };
    return {
      title: text.newsTitle.replace('{{title}}', newsTitle(ctx, id)),
      shopUrl: `${root}news/${id}`,
      slots: NEWS_SLOTS,
      current: [saved.picture ? [saved.picture] : [], saved.attachments],
      folderId: FOLDER_OF.news,
      save: ([picture, attachments]) =>
        saveNewsAssets(id, { picture: picture?.[0], attachments: attachments ?? [] }),
    };
  }
  if (kind === 'pages') {
    const saved = pageAssets(id) ?? { documents: [] };
    return {
      title: text.pageTitle.replace('{{title}}', pageTitle(ctx, id)),
      shopUrl: `${root}pages/${id}`,
      slots: PAGE_SLOTS,
      current: [saved.brochure ? [saved.brochure] : [], saved.documents],
      folderId: FOLDER_OF.pages,
      save: ([brochure, documents]) =>
        savePageAssets(id, { brochure: brochure?.[0], documents: documents ?? [] }),
    };
  }
  return undefined;
}

/** The page for an editor, or the page that refuses (401 to sign in, 403 for a shopper). */
async function editorPage(
  c: Context<Env>,
  path: string,
  view: (ctx: PageContext) => Response | Promise<Response>,
) {
  const ctx = culturePage(c, path);
  if (!ctx) return c.notFound();
  const role = roleOf(c);
  if (role === 'visitor')
    return c.html(loginRequiredPage(ctx, new URL(c.req.url).pathname) as string, 401);
  if (role === 'shopper') return c.html(editorForbiddenPage(ctx) as string, 403);
  await libraryReady();
  return view(ctx);
}

/** The messages of a form's refusal, in the page's culture. */
function problems(ctx: PageContext, plans: Plan[], slots: Slot[]): string[] {
  const text = strings[ctx.culture].pages;
  const found = new Set<string>();
  plans.forEach((plan, i) => {
    for (const error of plan.errors) {
      found.add(
        error === 'tempMissing'
          ? text.errors.tempMissing
          : ctx.t('AssetsLibrary.FileTypeNotAllowed'),
      );
    }
    if (slots[i]?.required && !plan.untouched && plan.entries.length === 0)
      found.add(text.editor.required);
  });
  return [...found];
}

export function editorRoutes(): Hono<Env> {
  const routes = new Hono<Env>();
  routes.get('/:culture/editor', (c) =>
    editorPage(c, 'editor', (ctx) => c.html(editorHome(ctx) as string)),
  );
  routes.get('/:culture/editor/library', (c) =>
    editorPage(c, 'editor/library', (ctx) =>
      c.html(libraryPage(ctx, c.req.query('folder')) as string),
    ),
  );
  routes.get('/:culture/editor/:kind/:id', (c) => {
    const { kind, id } = c.req.param();
    return editorPage(c, `editor/${kind}/${id}`, (ctx) => {
      const entity = editableOf(ctx, kind, id);
      if (!entity) return c.notFound();
      const slots = entity.slots.map((slot, i): [Slot, string[]] => [
        slot,
        entity.current[i] ?? [],
      ]);
      const page = assetFormPage(ctx, new URL(c.req.url).pathname, {
        ...entity,
        slots,
        saved: c.req.query('saved') === '1',
      });
      return c.html(page as string);
    });
  });
  routes.post('/:culture/editor/:kind/:id', async (c) => {
    const { kind, id } = c.req.param();
    const fields = await postedForm(c).catch(() => ({}) as Record<string, string>);
    return editorPage(c, `editor/${kind}/${id}`, async (ctx) => {
      const entity = editableOf(ctx, kind, id);
      if (!entity) return c.notFound();
      const action = new URL(c.req.url).pathname;
      const plans = entity.slots.map((slot) =>
        slot.mode === 'single'
          ? planSingle(fields, slot.uid, slot.accepts)
          : planMultiple(fields, slot.uid, slot.accepts),
      );
      const errors = tokenOk(c, fields)
        ? problems(ctx, plans, entity.slots)
        : [ctx.t('Manager.SessionExpired')];
      if (errors.length > 0) {
        const slots = entity.slots.map((slot, i): [Slot, string[]] => [
          slot,
          entity.current[i] ?? [],
        ]);
        return c.html(assetFormPage(ctx, action, { ...entity, slots, errors }) as string, 422);
      }
      const ids: string[][] = [];
      for (const [i, plan] of plans.entries()) {
        ids.push(
          plan.untouched ? (entity.current[i] ?? []) : await applyPlan(plan, entity.folderId),
        );
      }
      entity.save(ids);
      return c.redirect(`${action}?saved=1`, 303);
    });
  });
  return routes;
}
