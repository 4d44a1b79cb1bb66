import { type FocusEvent, useEffect, useRef } from 'react';

/**
 * After a choice made in the banner, focus goes back where it was before the shopper entered
 * it (issue 10 §2): the banner, first in the tab order, is gone, and focus would otherwise
 * fall to <body>. Returns the banner's focus handler, which notes where focus came from.
 */
export function useFocusReturn(): (event: FocusEvent<HTMLElement>) => void {
  const returnTo = useRef<HTMLElement | null>(null);

  // When the banner goes (after the preferences dialog, if any, has given focus back).
  useEffect(
    () => () => {
      const active = document.activeElement;
      if ((!active || active === document.body) && returnTo.current?.isConnected)
        returnTo.current.focus();
    },
    [],
  );

  return (event) => {
    const from = event.relatedTarget;
    // Moving inside the banner, or coming back from its preferences dialog: still inside.
    if (
      from instanceof Element &&
      (event.currentTarget.contains(from) || from.closest('.ReactModalPortal'))
    )
      return;
    returnTo.current = from instanceof HTMLElement ? from : null;
  };
}
