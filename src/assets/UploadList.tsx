/**
 * The uploads under way of an asset widget (issue 14; spec 000 §4 "upload start shows a
 * loader"): per file its name, the bytes sent and the percent in a `<progress>`, a cancel
 * button; a refused or failed file says why on its line (spec 000 §5, §8) until dismissed.
 * A polite live region says when an upload starts, passes 25/50/75 %, ends or fails.
 */
import { useTranslation } from '../core/react/translation';
import { formatBytes } from './fileChecks';
import type { Announcement, Problem, UploadItem } from './uploadQueue';
import { Whose } from './Whose';
import '../ui/visuallyHidden.css';
import './assets.css';

interface UploadListProps {
  items: readonly UploadItem[];
  announcement: Announcement | undefined;
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
}

/** A problem's words: a key translated, or the server's text as it is (spec 000 §8). */
export function useProblemText() {
  const { t } = useTranslation();
  return (problem: Problem) => ('text' in problem ? problem.text : t(problem.key));
}

export function UploadList({ items, announcement, onCancel, onDismiss }: UploadListProps) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const bytes = (value: number) => formatBytes(value, i18n.language);
  return (
    <>
      <p className="vitrine-visually-hidden" role="status" aria-live="polite">
        {announcement ? t(announcement.key, announcement.values) : ''}
        {announcement?.problem ? ` ${problemText(announcement.problem)}` : ''}
      </p>
      {items.length > 0 && (
        <ul className="vitrine-uploads">
          {items.map(({ key, name, state }) => (
            <li
              key={key}
              className={`vitrine-uploads__item is-${state.status}`}
              data-upload-state={state.status}
            >
              <span className="vitrine-uploads__name">{name}</span>
              {state.status === 'checking' && (
                <span className="vitrine-uploads__text">{t('AssetsLibrary.Checking')}</span>
              )}
              {state.status === 'uploading' && (
                <>
                  <progress
                    className="vitrine-uploads__bar"
                    max={100}
                    value={state.progress.percent}
                    aria-label={t('AssetsLibrary.ProgressOf', { name })}
                  />
                  <span className="vitrine-uploads__text">
                    {t('AssetsLibrary.BytesSent', {
                      loaded: bytes(state.progress.loaded),
                      total: bytes(state.progress.total),
                      percent: state.progress.percent,
                    })}
                  </span>
                  <button
                    type="button"
                    className="vitrine-button vitrine-button--quiet"
                    onClick={() => onCancel(key)}
                  >
                    {t('AssetsLibrary.CancelUpload')}
                    <Whose name={name} />
                  </button>
                </>
              )}
              {(state.status === 'failed' || state.status === 'cancelled') && (
                <>
                  <span className="vitrine-uploads__text vitrine-uploads__problem">
                    {state.status === 'failed'
                      ? problemText(state.problem)
                      : t('AssetsLibrary.Cancelled')}
                  </span>
                  <button
                    type="button"
                    className="vitrine-button vitrine-button--quiet"
                    onClick={() => onDismiss(key)}
                  >
                    {t('Core.Close')}
                    <Whose name={name} />
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
