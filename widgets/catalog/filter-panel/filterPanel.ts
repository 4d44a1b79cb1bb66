import { listUrl } from '../../../src/api/listQuery';
import { navigate } from '../../../src/core/navigation';
import type { Behavior } from '../../../src/core/widget';
import { formFilter } from './formFilter';

interface FilterPanelProps {
  refreshOnClick: boolean;
  autoSubmitDelay: number;
  collapseBelow: number;
}

const filterPanel: Behavior<FilterPanelProps> = (
  element,
  { refreshOnClick, autoSubmitDelay, collapseBelow },
) => {
  const form = element.querySelector<HTMLFormElement>('form[data-facets]');
  if (!form) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    clearTimeout(timer);
    navigate(listUrl(window.location.href, { filter: formFilter(form) }));
  };
  // spec 000 §4: a checked radio clicked again is unchecked.
  let radioWasChecked = false;
  const onPointerDown = (event: Event) => {
    const input =
      (event.target as Element).closest('label')?.querySelector('input[type="radio"]') ??
      event.target;
    radioWasChecked = input instanceof HTMLInputElement && input.type === 'radio' && input.checked;
  };
  const onClick = (event: Event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.type === 'radio' && radioWasChecked) {
      input.checked = false;
      radioWasChecked = false;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type === 'number' || input.type === 'text')
      return;
    clearTimeout(timer);
    if (refreshOnClick) go();
    else timer = setTimeout(go, autoSubmitDelay);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    go();
  };
  // spec 000 §9: collapsed at or below the medium breakpoint, open above.
  const details = element.closest('details') ?? element.querySelector('details');
  const media = window.matchMedia?.(`(max-width: ${collapseBelow}px)`);
  const fitToScreen = () => {
    if (details && media) details.open = !media.matches;
  };
  fitToScreen();
  media?.addEventListener('change', fitToScreen);
  form.addEventListener('pointerdown', onPointerDown);
  form.addEventListener('click', onClick);
  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  return () => {
    clearTimeout(timer);
    media?.removeEventListener('change', fitToScreen);
    form.removeEventListener('pointerdown', onPointerDown);
    form.removeEventListener('click', onClick);
    form.removeEventListener('change', onChange);
    form.removeEventListener('submit', onSubmit);
  };
};

export default filterPanel;
