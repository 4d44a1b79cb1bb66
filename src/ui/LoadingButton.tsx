import type { ButtonHTMLAttributes } from 'react';
import './ui.css';

interface LoadingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading: boolean;
}

/**
 * A button that shows it is busy and refuses a second press while busy (a double click
 * must not send twice). aria-disabled keeps it focusable so focus is not lost.
 */
export function LoadingButton({
  loading,
  onClick,
  className = '',
  children,
  ...rest
}: LoadingButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={`vitrine-button ${loading ? 'is-loading' : ''} ${className}`.trim()}
      aria-busy={loading}
      aria-disabled={loading || rest.disabled || rest['aria-disabled'] === true}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <span className="vitrine-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
