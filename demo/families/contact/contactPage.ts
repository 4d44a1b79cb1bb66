/**
 * The contact page (issue 3 §5, issue 15): a contact form built with the form helpers (floating
 * labels, a fake select for the subject, a searchable select over the shops with a remote
 * search, a date picker for the callback date), and an ajax newsletter form that updates a
 * target region. After a refused post the form comes back with what was typed and the server's
 * message under each field it refused.
 */
import { STORE_SEARCH_PATH } from '../../../src/api/selectSearch';
import { cultureRoot, type PageContext } from '../../shared/context';
import { datePattern, field, validationSummary } from '../../shared/formKit';
import { antiForgeryField } from '../../shared/formPost';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { callbackWindow } from './callbackDate';
import { STORES } from './stores';
import { strings } from './strings';

/** What was posted and what the server refused, by field name. */
export interface ContactPost {
  values: Record<string, string>;
  errors: Record<string, string>;
}

export const subjectValues = [1, 2, 3, 4].map((n) => `subject-${n}`);

export function contactPage(ctx: PageContext, post: ContactPost = { values: {}, errors: {} }) {
  const text = strings[ctx.culture].pages.contact;
  const root = cultureRoot(ctx);
  const date = datePattern(ctx.locale);
  const { first, last } = callbackWindow();
  const subjects: Array<[string, string]> = [
    ['', text.subjectChoose],
    ...text.subjects.map((label, index) => [subjectValues[index] ?? '', label] as [string, string]),
  ];
  const shops: Array<[string, string]> = [
    ['', text.shop],
    ...STORES.map((store) => [store.value, store.label] as [string, string]),
  ];
  const own = (name: string) => ({
    ...(post.values[name] !== undefined ? { value: post.values[name] } : {}),
    ...(post.errors[name] !== undefined ? { error: post.errors[name] } : {}),
  });
  const body = html`<section class="content-page form-page">
    <h1>${text.title}</h1>
    <p>${text.intro}</p>
    <form class="form contact-form" method="post" action="${root}contact" novalidate
      data-widget="floating-label" data-hydrate="load">
      ${antiForgeryField(ctx)} ${validationSummary()}
      ${field(ctx.t, { name: 'Name', label: text.name, autocomplete: 'name', rules: [{ rule: 'required' }, { rule: 'length', max: 80 }], ...own('Name') })}
      ${field(ctx.t, { name: 'Email', label: text.email, type: 'email', autocomplete: 'email', rules: [{ rule: 'required' }, { rule: 'email' }], ...own('Email') })}
      ${field(ctx.t, { name: 'Phone', label: text.phone, type: 'tel', autocomplete: 'tel', rules: [{ rule: 'phone' }], ...own('Phone') })}
      <div data-widget="fake-select" data-hydrate="load">
        ${field(ctx.t, { name: 'Subject', label: text.subject, type: 'select', options: subjects, rules: [{ rule: 'required' }], ...own('Subject') })}
      </div>
      ${field(ctx.t, {
        name: 'OrderNumber',
        label: text.orderNumber,
        hint: text.orderNumberHint,
        rules: [
          { rule: 'requiredif', dependent: 'Subject', target: 'subject-1' },
          { rule: 'regex', pattern: 'VT-\\d{6}' },
        ],
        ...own('OrderNumber'),
      })}
      ${field(ctx.t, {
        name: 'ShopId',
        label: text.shop,
        type: 'select',
        options: shops,
        hint: text.shopHint,
        rules: [{ rule: 'required' }],
        after: html`<span data-widget="searchable-select" data-hydrate="load" data-for="field-ShopId"
          data-search-url="${STORE_SEARCH_PATH}" data-min-chars="2"></span>`,
        ...own('ShopId'),
      })}
      ${field(
        ctx.t,
        {
          name: 'PreferredDate',
          label: text.preferredDate,
          hint: date,
          inputmode: 'numeric',
          rules: [{ rule: 'date' }],
          after: html`<span data-widget="date-picker" data-hydrate="load" data-for="field-PreferredDate"
            data-min="${first}" data-max="${last}"></span>`,
          ...own('PreferredDate'),
        },
        date,
      )}
      ${field(ctx.t, { name: 'Message', label: text.message, type: 'textarea', rules: [{ rule: 'required' }, { rule: 'minlength', min: 10 }, { rule: 'maxlength', max: 2000 }], ...own('Message') })}
      ${field(ctx.t, { name: 'Consent', label: text.consent, type: 'checkbox', rules: [{ rule: 'enforcetrue' }], ...own('Consent') })}
      <p><button type="submit" class="button button--primary">${text.send}</button></p>
    </form>
    <section class="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">${text.newsletterTitle}</h2>
      <p>${text.newsletterIntro}</p>
      <form class="form form--inline" method="post" action="${root}newsletter/subscribe" data-ajax="true"
        data-ajax-update="#newsletter-result" data-ajax-mode="replace-with" data-ajax-loading="#newsletter-loading">
        ${antiForgeryField(ctx)}
        ${field(ctx.t, { name: 'NewsletterEmail', label: text.newsletterEmail, type: 'email', autocomplete: 'email', rules: [{ rule: 'required' }, { rule: 'email' }] })}
        <p><button type="submit" class="button">${text.newsletterSubmit}</button>
        <span id="newsletter-loading" hidden>${ctx.t('Core.Loading')}</span></p>
      </form>
      <div id="newsletter-result"></div>
    </section>
  </section>`;
  return layout(ctx, { title: text.title, body });
}
