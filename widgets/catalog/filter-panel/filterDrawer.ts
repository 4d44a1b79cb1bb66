/**
 * The filters of a phone in a drawer (issue 10 §1, docs/decisions/021): a modal `<dialog>` at
 * the end of `<body>`, outside the page region, that shows the facet panel's content while it
 * is open. A filter change is a shell visit that swaps the page region (decision 019): the list
 * updates behind the drawer, which stays open; the panel of the new page then takes the drawer
 * over (`adopt`), its content replacing the old one, focus on the same control, the scroll where
 * it was, and the new result count read from the drawer's own live region (outside the modal
 * dialog the page is inert, so the shell's announcement would not be heard).
 * Esc, the close buttons and a tap beside it close it; focus stays inside (Tab wraps) and goes
 * back to the button that opened it.
 */
import './filterDrawer.css';

export interface DrawerOwner {
  /** The element whose children the drawer shows; they go back to it when the drawer closes. */
  content: HTMLElement;
  /** The button that opens the drawer: focus returns to it. */
  opener: () => HTMLElement | null;
  /** What the drawer announces when this owner takes it over (the result count). */
  status: () => string;
  /** Before the drawer closes (a change still waiting is applied). */
  beforeClose?: () => void;
  /** Once its content is back in the page. */
  afterClose?: () => void;
}

const CLOSE = '[data-filter-drawer-close]';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let dialog: HTMLDialogElement | undefined;
let live: HTMLElement | undefined;
let owner: DrawerOwner | undefined;

const focusables = (root: ParentNode) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) =>
    typeof element.checkVisibility === 'function' ? element.checkVisibility() : true,
  );

function say(text: string): void {
  if (!live) return;
  const region = live;
  // Cleared first, so the same count after another change is read again.
  region.textContent = '';
  requestAnimationFrame(() => {
    region.textContent = text;
  });
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function trapTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || !dialog) return;
  const controls = focusables(dialog);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function onClick(event: MouseEvent): void {
  const target = event.target as Element;
  // The dialog itself is only hit beside its content: on the backdrop.
  if (target === dialog || target.closest(CLOSE)) closeDrawer();
}

function onClose(): void {
  const leaving = owner;
  owner = undefined;
  if (!dialog) return;
  const nodes = Array.from(dialog.querySelector('.vitrine-filter-drawer__body')?.childNodes ?? []);
  if (leaving?.content.isConnected) leaving.content.append(...nodes);
  else for (const node of nodes) node.parentNode?.removeChild(node);
  leaving?.afterClose?.();
  leaving?.opener()?.focus();
}

function create(): HTMLDialogElement {
  const created = document.createElement('dialog');
  created.className = 'vitrine-filter-drawer';
  // A change keeps focus on its control in here (src/shell/keepFocus.ts, decision 019).
  created.dataset.keepFocus = 'filters';
  const body = document.createElement('div');
  body.className = 'vitrine-filter-drawer__body';
  live = document.createElement('p');
  live.className = 'vitrine-filter-drawer__status';
  live.setAttribute('role', 'status');
  created.append(body, live);
  created.addEventListener('keydown', trapTab);
  created.addEventListener('click', onClick);
  created.addEventListener('close', onClose);
  document.body.append(created);
  return created;
}

/** The drawer's name: the first heading of what it shows. */
function name(content: ParentNode): void {
  const heading = content.querySelector<HTMLElement>('h1, h2, h3');
  if (!dialog || !heading) return;
  if (!heading.id) heading.id = 'vitrine-filter-drawer-title';
  dialog.setAttribute('aria-labelledby', heading.id);
}

export const isDrawerOpen = (): boolean => Boolean(dialog?.open && owner);

export function openDrawer(next: DrawerOwner): void {
  // A second tap while it opens: it shows that panel already.
  if (dialog?.open && owner?.content === next.content) return;
  if (!dialog?.isConnected) dialog = create();
  const body = dialog.querySelector('.vitrine-filter-drawer__body') as HTMLElement;
  body.replaceChildren(...Array.from(next.content.childNodes));
  owner = next;
  name(body);
  dialog.scrollTop = 0;
  if (!dialog.open) dialog.showModal();
}

/**
 * The control of the next page's panel that stands for `control`: the input of the same name
 * (and value, for a checkbox or a radio), else the control at the same place.
 */
function counterpart(control: Element, before: HTMLElement[], after: HTMLElement[]) {
  const name = control.getAttribute('name');
  const checkable = control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type);
  const same = after.find(
    (candidate) =>
      name &&
      candidate.localName === control.localName &&
      candidate.getAttribute('name') === name &&
      (!checkable || (candidate as HTMLInputElement).value === (control as HTMLInputElement).value),
  );
  return same ?? after[before.indexOf(control as HTMLElement)];
}

/**
 * The panel of the page that replaced the one the drawer was opened from takes it over, when
 * the drawer is open; false otherwise (the panel then stays in the page).
 */
export function adoptDrawer(next: DrawerOwner): boolean {
  if (!dialog?.open || !owner) return false;
  const body = dialog.querySelector('.vitrine-filter-drawer__body') as HTMLElement;
  const active = document.activeElement;
  const scroll = dialog.scrollTop;
  const before = focusables(body);
  body.replaceChildren(...Array.from(next.content.childNodes));
  owner = next;
  name(body);
  dialog.scrollTop = scroll;
  // The control the change came from, or the one now in its place (decision 019).
  const replacement =
    active && before.includes(active as HTMLElement)
      ? counterpart(active, before, focusables(body))
      : undefined;
  if (replacement) replacement.focus({ preventScroll: true });
  else if (!dialog.contains(document.activeElement)) focusables(dialog)[0]?.focus();
  say(next.status());
  return true;
}

export function closeDrawer(): void {
  if (!dialog?.open) return;
  owner?.beforeClose?.();
  dialog.close();
}

/** After a visit to a page without filters: the drawer of the panel that left closes. */
export function closeOrphanDrawer(): void {
  if (dialog?.open && owner && !owner.content.isConnected) dialog.close();
}
