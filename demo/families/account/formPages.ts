/**
 * The demo's forms (issue 3 §5): contact (with an ajax newsletter form that updates a target),
 * registration using every validation rule of spec 000 §5, and login.
 */
import { demoPages } from '../../data/content/pages';
import { cultureRoot, type PageContext } from '../../shared/context';
import { datePattern, field, validationSummary } from '../../shared/formKit';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { translator } from '../../shared/t';

const antiForgery = (ctx: PageContext) =>
  html`<input type="hidden" name="__RequestVerificationToken" value="${ctx.session.antiForgeryToken}" />`;

export function contactPage(ctx: PageContext) {
  const text = demoPages[ctx.culture].contact;
  const root = cultureRoot(ctx);
  const date = datePattern(ctx.culture);
  const subjects = text.subjects.map(
    (label, index) => [`subject-${index + 1}`, label] as [string, string],
  );
  const body = html`<section class="content-page form-page">
    <h1>${text.title}</h1>
    <p>${text.intro}</p>
    <form class="form" method="post" action="${root}contact" novalidate>
      ${antiForgery(ctx)} ${validationSummary()}
      ${field(ctx.culture, { name: 'Name', label: text.name, autocomplete: 'name', rules: [{ rule: 'required' }, { rule: 'length', max: 80 }] })}
      ${field(ctx.culture, { name: 'Email', label: text.email, type: 'email', autocomplete: 'email', rules: [{ rule: 'required' }, { rule: 'email' }] })}
      ${field(ctx.culture, { name: 'Phone', label: text.phone, type: 'tel', autocomplete: 'tel', rules: [{ rule: 'phone' }] })}
      ${field(ctx.culture, { name: 'Subject', label: text.subject, type: 'select', options: subjects, rules: [{ rule: 'required' }] })}
      ${field(ctx.culture, {
        name: 'OrderNumber',
        label: text.orderNumber,
        hint: text.orderNumberHint,
        rules: [
          { rule: 'requiredif', dependent: 'Subject', target: 'subject-1' },
          { rule: 'regex', pattern: 'VT-\\d{6}' },
        ],
      })}
      ${field(ctx.culture, { name: 'PreferredDate', label: text.preferredDate, hint: date, rules: [{ rule: 'date' }] }, date)}
      ${field(ctx.culture, { name: 'Message', label: text.message, type: 'textarea', rules: [{ rule: 'required' }, { rule: 'minlength', min: 10 }, { rule: 'maxlength', max: 2000 }] })}
      ${field(ctx.culture, { name: 'Consent', label: text.consent, type: 'checkbox', rules: [{ rule: 'enforcetrue' }] })}
      <p><button type="submit" class="button button--primary">${text.send}</button></p>
    </form>
    <section class="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">${text.newsletterTitle}</h2>
      <p>${text.newsletterIntro}</p>
      <form class="form form--inline" method="post" action="${root}newsletter/subscribe" data-ajax="true"
        data-ajax-update="#newsletter-result" data-ajax-mode="replace-with" data-ajax-loading="#newsletter-loading">
        ${antiForgery(ctx)}
        ${field(ctx.culture, { name: 'NewsletterEmail', label: text.newsletterEmail, type: 'email', autocomplete: 'email', rules: [{ rule: 'required' }, { rule: 'email' }] })}
        <p><button type="submit" class="button">${text.newsletterSubmit}</button>
        <span id="newsletter-loading" hidden>${translator(ctx.culture)('Core.Loading')}</span></p>
      </form>
      <div id="newsletter-result"></div>
    </section>
  </section>`;
  return layout(ctx, { title: text.title, body });
}

export function messagePage(ctx: PageContext, title: string, message: string) {
  const body = html`<section class="content-page"><h1>${title}</h1><p role="status">${message}</p></section>`;
  return layout(ctx, { title, body });
}

export function registerPage(ctx: PageContext) {
  const text = demoPages[ctx.culture].register;
  const root = cultureRoot(ctx);
  const date = datePattern(ctx.culture);
  const f = (spec: Parameters<typeof field>[1]) => field(ctx.culture, spec, date);
  const body = html`<section class="content-page form-page">
    <h1>${text.title}</h1>
    <p>${text.intro}</p>
    <form class="form" method="post" action="${root}account/register" novalidate>
      ${antiForgery(ctx)} ${validationSummary()}
      ${f({
        name: 'AccountType',
        label: text.accountType,
        type: 'radio',
        options: [
          ['private', text.private],
          ['company', text.company],
        ],
      })}
      ${f({ name: 'CompanyName', label: text.companyName, autocomplete: 'organization', rules: [{ rule: 'requiredif', dependent: 'AccountType', target: 'company' }] })}
      ${f({ name: 'Vat', label: text.vat, rules: [{ rule: 'regex', pattern: '[A-Z]{2}[0-9A-Z]{8,12}' }] })}
      ${f({ name: 'FirstName', label: text.firstName, autocomplete: 'given-name', rules: [{ rule: 'required' }, { rule: 'maxlength', max: 0 }] })}
      ${f({ name: 'LastName', label: text.lastName, autocomplete: 'family-name', rules: [{ rule: 'mandatory' }, { rule: 'length', max: 60 }] })}
      ${f({ name: 'Email', label: text.email, type: 'email', autocomplete: 'email', rules: [{ rule: 'required' }, { rule: 'email' }] })}
      ${f({ name: 'EmailConfirm', label: text.emailConfirm, type: 'email', autocomplete: 'email', rules: [{ rule: 'required' }, { rule: 'equalto', other: 'Email' }] })}
      ${f({ name: 'Phone', label: text.phone, type: 'tel', autocomplete: 'tel', hint: text.phoneOrMobile, rules: [{ rule: 'phone' }, { rule: 'requiredor', other: 'Mobile' }] })}
      ${f({ name: 'Mobile', label: text.mobile, type: 'tel', autocomplete: 'tel', rules: [{ rule: 'phone' }, { rule: 'requiredor', other: 'Phone' }] })}
      ${f({
        name: 'Username',
        label: text.username,
        hint: text.usernameHint,
        autocomplete: 'username',
        rules: [
          { rule: 'required' },
          { rule: 'minlength', min: 3 },
          { rule: 'notequalto', others: ['Email', 'Password'] },
          {
            rule: 'remote',
            url: `${ctx.base}api/v1/demo/username-available`,
            message: text.usernameTaken,
          },
        ],
      })}
      ${f({ name: 'Password', label: text.password, type: 'password', autocomplete: 'new-password', rules: [{ rule: 'required' }, { rule: 'minlength', min: 8 }] })}
      ${f({ name: 'PasswordConfirm', label: text.passwordConfirm, type: 'password', autocomplete: 'new-password', rules: [{ rule: 'required' }, { rule: 'equalto', other: 'Password' }] })}
      ${f({ name: 'BirthDate', label: text.birthDate, hint: text.dateHint.replace('{{format}}', date), autocomplete: 'bday', rules: [{ rule: 'date' }] })}
      ${f({ name: 'HouseholdSize', label: text.householdSize, inputmode: 'numeric', rules: [{ rule: 'number' }, { rule: 'range', min: 1, max: 12 }] })}
      ${f({ name: 'PostalCode', label: text.postalCode, hint: text.postalCodeHint, autocomplete: 'postal-code', rules: [{ rule: 'regex', pattern: '\\d{4,5}' }] })}
      ${f({ name: 'Website', label: text.website, type: 'url', autocomplete: 'url', rules: [{ rule: 'url' }] })}
      ${f({ name: 'Newsletter', label: text.newsletter, type: 'checkbox' })}
      ${f({ name: 'Terms', label: text.terms, type: 'checkbox', rules: [{ rule: 'enforcetrue' }] })}
      <p><button type="submit" class="button button--primary">${text.submit}</button>
      <button type="submit" class="button cancel" formnovalidate name="Draft" value="1">${translator(ctx.culture)('Core.Save')}</button></p>
    </form>
  </section>`;
  return layout(ctx, { title: text.title, body });
}

export function loginPage(ctx: PageContext, returnUrl: string, failed = false) {
  const text = demoPages[ctx.culture].login;
  const t = translator(ctx.culture);
  const body = html`<section class="content-page form-page login-page">
    <h1>${text.title}</h1>
    <p>${text.intro}</p>
    <p class="demo-account">${text.demoAccount.replace('{{email}}', DEMO_ACCOUNT.email).replace('{{password}}', DEMO_ACCOUNT.password)}</p>
    ${failed ? html`<p class="form-error" role="alert">${text.failed}</p>` : ''}
    <form class="form" method="post" action="${cultureRoot(ctx)}security/login" novalidate>
      ${antiForgery(ctx)}
      <input type="hidden" name="returnUrl" value="${returnUrl}" />
      ${field(ctx.culture, { name: 'Email', label: t('Security.Email'), type: 'email', autocomplete: 'username', rules: [{ rule: 'required' }, { rule: 'email' }] })}
      ${field(ctx.culture, { name: 'Password', label: t('Security.Password'), type: 'password', autocomplete: 'current-password', rules: [{ rule: 'required' }] })}
      <p><button type="submit" class="button button--primary">${t('Security.SignIn')}</button></p>
    </form>
  </section>`;
  return layout(ctx, { title: text.title, body });
}

/** The demo account documented in the README. */
export const DEMO_ACCOUNT = { email: 'demo@vitrine.shop', password: 'vitrine-demo' };
