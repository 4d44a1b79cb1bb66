/**
 * Pieces the security pages share (issue 13, spec 001 §2): a step of a dialog that swaps its
 * pages (src/ui/FragmentDialog: `data-modal-step` and `data-modal-back` links), and a form that,
 * inside the dialog, posts by ajax and puts the answer in the step's place. As a page (no
 * script, a direct link) the same form posts and the server answers the whole page.
 */
import type { PageContext } from '../../shared/context';
import { type FieldSpec, field } from '../../shared/formKit';
import { antiForgeryField } from '../../shared/formPost';
import { html, raw } from '../../shared/html';
import { layout } from '../../shared/layout';

export const STEP_ID = 'security-step';

/** A step: in the dialog only its content (the dialog names it), as a page with its h1. */
export function securityStep(ctx: PageContext, title: string, content: unknown, id = STEP_ID) {
  const body = html`<section class="content-page form-page security-step" id="${id}">
    ${ctx.fragment ? '' : html`<h1>${title}</h1>`} ${content}
  </section>`;
  return layout(ctx, { title, body });
}

/** Form attributes: in the dialog an ajax post whose answer replaces the step. */
export const stepForm = (ctx: PageContext, action: string, id = STEP_ID) =>
  raw(
    `method="post" action="${action}" novalidate` +
      (ctx.fragment
        ? ` data-ajax="true" data-ajax-method="post" data-ajax-mode="replace-with" data-ajax-update="#${id}"`
        : ''),
  );

export const hiddenToken = antiForgeryField;

/** A field that may carry the server's error (a wrong code, a wrong password), translated. */
export function fieldWithError(ctx: PageContext, spec: FieldSpec, error?: string) {
  const markup = String(field(ctx.t, spec));
  if (!error) return raw(markup);
  const escaped = error.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const errorId = `field-${spec.name}-error`;
  const hintId = `field-${spec.name}-hint`;
  const described = spec.hint ? `${hintId} ${errorId}` : errorId;
  return raw(
    markup
      .replace(`aria-describedby="${hintId}"`, '')
      .replace(
        `name="${spec.name}"`,
        `name="${spec.name}" aria-invalid="true" aria-describedby="${described}"`,
      )
      .replace(
        `class="field-validation-valid" data-valmsg-for="${spec.name}" data-valmsg-replace="true"></span>`,
        `class="field-validation-error" id="${errorId}" data-valmsg-for="${spec.name}" data-valmsg-replace="true">${escaped}</span>`,
      ),
  );
}

/** A link to another step of the same dialog; a plain link as a page. */
export const stepLink = (href: string, text: string, title: string, className = 'button') =>
  html`<a class="${className}" href="${href}" data-modal-step="${title}">${text}</a>`;

/** "Back" to the step before, in the dialog; a plain link as a page. */
export const backLink = (href: string, text: string) =>
  html`<a class="security-step__back" href="${href}" data-modal-back>${text}</a>`;
