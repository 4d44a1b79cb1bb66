/**
 * jsdom has `<dialog>` without `showModal()` and `close()`: this stands in for them in unit
 * tests, as browsers behave (open attribute, then a `close` event in a later task). Returns
 * the restore function.
 */
export function installDialogElement(): () => void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  const saved = { showModal: proto.showModal, close: proto.close };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  return () => {
    proto.showModal = saved.showModal;
    proto.close = saved.close;
  };
}
