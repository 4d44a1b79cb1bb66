/**
 * The contact page (issue 3 §5): a contact form, and an ajax newsletter form that updates a
 * target region.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { datePattern, field, validationSummary } from '../../shared/formKit';
import { antiForgeryField } from '../../shared/formPost';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { strings } from './strings';

export function contactPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages.contact;
  const root = cultureRoot(ctx);
  const date = datePattern(ctx.locale);
  const subjects = text.subjects.map(
    (label, index) => [`subject-${index + 1}`, label] as [string, string],
  );
  const body = html`<section class="content-page form-page">
    <h1>${text.title}</h1>
    <p>${text.intro}</p>
    <form class="form" method="post" action="${root}contact" novalidate>
      ${antiForgeryField(ctx)} ${validationSummary()}
      ${field(ctx.t, { name: 'Name', label: text.name, autocomplete: 'name', rules: [{ rule: 'required' }, { rule: 'length', max: 80 }] })}
      ${field(ctx.t, { name: 'Email', label: text.email, type: 'email', autocomplete: 'email', rules: [{ rule: 'required' }, { rule: 'email' }] })}
      ${field(ctx.t, { name: 'Phone', label: text.phone, type: 'tel', autocomplete: 'tel', rules: [{ rule: 'phone' }] })}
      ${field(ctx.t, { name: 'Subject', label: text.subject, type: 'select', options: subjects, rules: [{ rule: 'required' }] })}
      ${field(ctx.t, {
        name: 'OrderNumber',
        label: text.orderNumber,
        hint: text.orderNumberHint,
        rules: [
          { rule: 'requiredif', dependent: 'Subject', target: 'subject-1' },
          { rule: 'regex', pattern: 'VT-\\d{6}' },
        ],
      })}
      ${field(ctx.t, { name: 'PreferredDate', label: text.preferredDate, hint: date, rules: [{ rule: 'date' }] }, date)}
      ${field(ctx.t, { name: 'Message', label: text.message, type: 'textarea', rules: [{ rule: 'required' }, { rule: 'minlength', min: 10 }, { rule: 'maxlength', max: 2000 }] })}
      ${field(ctx.t, { name: 'Consent', label: text.consent, type: 'checkbox', rules: [{ rule: 'enforcetrue' }] })}
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
