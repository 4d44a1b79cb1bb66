import { useEffect, useState } from 'react';

/**
 * Takes the server select out of sight while the widget is mounted, keeping it in the form:
 * hidden, still validated (data-val-always, src/forms/fields), its label now naming the
 * combobox field, and its validation state (aria-invalid, aria-describedby: the forms runtime's
 * messages) copied onto that field. All of it is put back on unmount.
 */
export function useServerSelect(select: HTMLSelectElement | null, inputId: string) {
  const [invalid, setInvalid] = useState(false);
  const [describedBy, setDescribedBy] = useState<string | undefined>();

  useEffect(() => {
    if (!select) return;
    const labels = Array.from(select.labels ?? []);
    const always = select.getAttribute('data-val-always');
    select.hidden = true;
    select.setAttribute('data-val-always', 'true');
    for (const label of labels) label.htmlFor = inputId;
    const copy = () => {
      setInvalid(select.getAttribute('aria-invalid') === 'true');
      setDescribedBy(select.getAttribute('aria-describedby') ?? undefined);
    };
    copy();
    const observer = new MutationObserver(copy);
    observer.observe(select, {
      attributes: true,
      attributeFilter: ['aria-invalid', 'aria-describedby'],
    });
    return () => {
      observer.disconnect();
      select.hidden = false;
      if (always === null) select.removeAttribute('data-val-always');
      for (const label of labels) label.htmlFor = select.id;
    };
  }, [select, inputId]);

  return { invalid, describedBy };
}
