/**
 * The tyre inscriptions form (issue 13; spec 001 §2, §4, §5, §9): three sections the shopper
 * can fold (the tyre-inscriptions behaviour makes their titles disclosure buttons), the
 * sidewall diagram, and plate-format inputs (`data-plate`) that keep only letters and digits.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { field } from '../../shared/formKit';
import { antiForgeryField } from '../../shared/formPost';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { strings } from './strings';
import { tyreSchema } from './tyreSchema';

const SPEEDS = ['Q', 'R', 'S', 'T', 'H', 'V', 'W', 'Y'];

export function inscriptionsPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages.inscriptions;
  const section = (id: string, title: string, content: unknown) =>
    html`<section class="tyre-section" data-tyre-section aria-labelledby="${id}-title">
      <h2 class="tyre-section__title" id="${id}-title">${title}</h2>
      <div class="tyre-section__body" id="${id}">${content}</div>
    </section>`;
  const number = (name: string, label: string) =>
    field(ctx.t, {
      name,
      label,
      inputmode: 'numeric',
      rules: [{ rule: 'required' }, { rule: 'number' }],
    });
  const body = html`<section class="content-page form-page tyre-page">
    <h1>${text.title}</h1>
    <p>${text.intro}</p>
    <div data-widget="tyre-inscriptions" data-hydrate="load">
      <form class="form" method="post" action="${cultureRoot(ctx)}tyres/inscriptions" novalidate>
        ${antiForgeryField(ctx)}
        ${section(
          'tyre-size',
          text.sizeSection,
          html`${tyreSchema(text)} ${number('Width', text.width)} ${number('Ratio', text.ratio)}
          ${field(ctx.t, {
            name: 'Construction',
            label: text.construction,
            type: 'select',
            options: [
              ['R', 'R'],
              ['D', 'D'],
              ['B', 'B'],
            ],
          })}
          ${number('Rim', text.rim)}`,
        )}
        ${section(
          'tyre-load',
          text.loadSection,
          html`${number('Load', text.load)}
          ${field(ctx.t, { name: 'Speed', label: text.speed, type: 'select', options: SPEEDS.map((s) => [s, s] as [string, string]) })}`,
        )}
        ${section(
          'tyre-vehicle',
          text.vehicleSection,
          html`<div class="field">
            <label for="field-Plate">${text.plate}</label>
            <input type="text" id="field-Plate" name="Plate" data-plate autocomplete="off" aria-describedby="field-Plate-hint" />
            <p class="field__hint" id="field-Plate-hint">${text.plateHint}</p>
          </div>
          <div class="field">
            <label for="field-Vin">${text.vin}</label>
            <input type="text" id="field-Vin" name="Vin" data-plate autocomplete="off" maxlength="17" />
          </div>`,
        )}
        <p><button type="submit" class="button button--primary">${text.submit}</button></p>
      </form>
    </div>
  </section>`;
  return layout(ctx, { title: text.title, body });
}
