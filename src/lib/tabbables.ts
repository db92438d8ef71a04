const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** What Tab can reach in `container`: of a radio group, only its checked (or first) radio. */
export const tabbables = (container: HTMLElement): HTMLElement[] =>
  [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return true;
    const group = [
      ...container.querySelectorAll<HTMLInputElement>(
        `input[type="radio"][name="${element.name}"]`,
      ),
    ];
    const checked = group.find((radio) => radio.checked);
    return element === (checked ?? group[0]);
  });
