/**
 * jsdom has no modal dialogs: the little of showModal(), close() and the Escape key that
 * component tests rely on, done the way the browser does it. Call it once per test file.
 */
export const polyfillModalDialog = () => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
  // Escape is a close request unless a handler took it: the browser's default action, so it is
  // looked at once the key's dispatch is over, whoever stopped its propagation.
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      queueMicrotask(() => {
        const dialog = [...document.querySelectorAll('dialog')].findLast((open) => open.open);
        if (event.defaultPrevented || !dialog) return;
        if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
      });
    },
    { capture: true },
  );
};
