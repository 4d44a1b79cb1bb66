/** Renders a component as a mounted widget would see it: i18n from a dictionary, widget context. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createI18n, type StringResources } from '../core/i18n';
import { I18nProvider } from '../core/react/translation';
import { WidgetContextValue } from '../core/react/WidgetContext';
import { SETTINGS_ELEMENT_ID } from '../core/settings';
import { applyPageSettings } from './settings';
import { widgetContext } from './widgetContext';

export async function renderWithI18n(
  ui: ReactElement,
  strings: StringResources = {},
  culture = 'fr',
  /** The placeholder's server fallback, as the CMS wrote it. */
  fallbackHtml = '',
) {
  if (!document.getElementById(SETTINGS_ELEMENT_ID)) applyPageSettings({}, `/${culture}/`);
  const i18n = await createI18n(culture, strings);
  const element = document.createElement('div');
  document.body.append(element);
  const context = widgetContext(element, { fallbackHtml });
  return render(
    <I18nProvider i18n={i18n}>
      <WidgetContextValue.Provider value={context}>{ui}</WidgetContextValue.Provider>
    </I18nProvider>,
    { container: element },
  );
}
