/**
 * The tyre-fitting appointment page (issue 13; spec 001 §2, §4, §9): name, e-mail and plate,
 * then the tyre-calendar widget (a date input and a time select without JavaScript), posted
 * to the same address, which books the slot for this session.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { field, validationSummary } from '../../shared/formKit';
import { antiForgeryField } from '../../shared/formPost';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { ALL_SLOTS } from './availability';
import { strings } from './strings';

export interface AppointmentForm {
  values?: Record<string, string>;
  /** The sentence shown above the form after a refused post. */
  error?: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function appointmentPage(ctx: PageContext, form: AppointmentForm = {}) {
  const text = strings[ctx.culture].pages.appointment;
  const values = form.values ?? {};
  const today = new Date();
  const last = new Date(today.getFullYear(), today.getMonth() + 3, today.getDate());
  const body = html`<section class="content-page form-page tyre-page">
    <h1>${text.title}</h1>
    <p>${text.intro}</p>
    ${form.error ? html`<p class="form-error" role="alert">${form.error}</p>` : ''}
    <form class="form" method="post" action="${cultureRoot(ctx)}tyres/appointment" novalidate>
      ${antiForgeryField(ctx)} ${validationSummary()}
      ${field(ctx.t, { name: 'Name', label: text.name, autocomplete: 'name', value: values.Name ?? '', rules: [{ rule: 'required' }] })}
      ${field(ctx.t, { name: 'Email', label: text.email, type: 'email', autocomplete: 'email', value: values.Email ?? '', rules: [{ rule: 'required' }, { rule: 'email' }] })}
      ${field(ctx.t, { name: 'Plate', label: text.plate, hint: text.plateHint, value: values.Plate ?? '', rules: [{ rule: 'required' }] })}
      <div data-widget="tyre-calendar" data-hydrate="load">
        <div class="field">
          <label for="tyre-date">${text.date}</label>
          <input type="date" id="tyre-date" name="Date" min="${isoDay(today)}" max="${isoDay(last)}" />
        </div>
        <div class="field">
          <label for="tyre-slot">${text.slot}</label>
          <select id="tyre-slot" name="Slot">
            ${ALL_SLOTS.map((slot) => html`<option value="${slot.Value}">${slot.Name}</option>`)}
          </select>
        </div>
      </div>
      <p><button type="submit" class="button button--primary">${text.submit}</button></p>
    </form>
  </section>`;
  return layout(ctx, { title: text.title, body });
}
