import { useId, useState } from 'react';
import { type ConsentChoice, type ConsentSettings, categories } from '../../../src/core/consent';
import { useTranslation } from '../../../src/core/react/translation';
import { Modal } from '../../../src/ui/Modal';
import { ALL, categoryLabels, NONE, statusSentence } from './status';

interface PreferencesDialogProps {
  /** The stored decision, reflected by the switches; undefined on a first decision. */
  stored: ConsentSettings | undefined;
  policyUrl?: string | undefined;
  onDecide: (choice: ConsentChoice) => void;
  onClose: () => void;
}

const descriptions = {
  preferences: 'Consent.PreferencesCategoryDescription',
  statistics: 'Consent.StatisticsDescription',
  marketing: 'Consent.MarketingDescription',
} as const;

/** The preferences dialog: one switch per category, the status sentence of spec 001 §4. */
export default function PreferencesDialog({
  stored,
  policyUrl,
  onDecide,
  onClose,
}: PreferencesDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // Planet49 (CJEU C-673/17): nothing is ticked before the shopper chooses.
  const [choice, setChoice] = useState<ConsentChoice>(() => ({ ...NONE, ...pick(stored) }));

  const footer = (
    <div className="vitrine-consent-dialog__actions">
      <button type="button" className="vitrine-button" onClick={() => onDecide(NONE)}>
        {t('Consent.DeclineAll')}
      </button>
      <button type="button" className="vitrine-button" onClick={() => onDecide(ALL)}>
        {t('Consent.AcceptAll')}
      </button>
      <button type="button" className="vitrine-button" onClick={() => onDecide(choice)}>
        {t('Consent.SaveChoices')}
      </button>
    </div>
  );

  return (
    <Modal
      title={t('Consent.PreferencesTitle')}
      onClose={onClose}
      className="vitrine-consent-dialog"
      footer={footer}
    >
      <p className="vitrine-consent-dialog__status" role="status">
        {stored ? statusSentence(t, i18n.language, stored) : null}
      </p>
      {policyUrl ? (
        <p>
          <a href={policyUrl}>{t('Consent.PolicyLink')}</a>
        </p>
      ) : null}
      <ul className="vitrine-consent-dialog__categories">
        <li className="vitrine-consent-dialog__category">
          <div className="vitrine-consent-dialog__row">
            <span className="vitrine-consent-dialog__name">{t('Consent.Necessary')}</span>
            <span className="vitrine-consent-dialog__always">{t('Consent.AlwaysActive')}</span>
          </div>
          <p className="vitrine-consent-dialog__description">{t('Consent.NecessaryDescription')}</p>
        </li>
        {categories.map((category) => (
          <li key={category} className="vitrine-consent-dialog__category">
            <div className="vitrine-consent-dialog__row">
              <label className="vitrine-consent-dialog__name" htmlFor={`${id}-${category}`}>
                {t(categoryLabels[category])}
              </label>
              <input
                id={`${id}-${category}`}
                className="vitrine-consent-dialog__switch"
                type="checkbox"
                checked={choice[category]}
                aria-describedby={`${id}-${category}-description`}
                onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
              />
            </div>
            <p className="vitrine-consent-dialog__description" id={`${id}-${category}-description`}>
              {t(descriptions[category])}
            </p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

function pick(stored: ConsentSettings | undefined): Partial<ConsentChoice> {
  if (!stored) return {};
  const { preferences, statistics, marketing } = stored;
  return { preferences, statistics, marketing };
}
