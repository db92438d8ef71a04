/** Nothing an e-mail API or header could read as a second address, a display name or a header. */

const ADDRESS_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const isPlainMailAddress = (value: string): boolean => {
  if (value.length > ADDRESS_MAX_LENGTH) return false;
  const [local, domain, ...rest] = value.split('@');
  if (local === undefined || domain === undefined || rest.length > 0) return false;
  if (local.length > LOCAL_PART_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    // `1.2.3.4` is an IP address, not a mail domain.
    /[A-Za-z]/.test(topLevel)
  );
};
