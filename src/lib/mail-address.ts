/**
 * One plain e-mail address (an RFC 5321 mailbox with a dot-atom local part), for a value that
 * goes into an e-mail's `to` or `from`: nothing an e-mail API or a mail header could read as a
 * second address, a display name, a comment or another header.
 */

/** Longest address SMTP can carry (RFC 5321). */
const ADDRESS_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

/** Dot-separated atoms of RFC 5322's `atext`: no space, quote, bracket, comma, colon or `@`. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/** One DNS label: letters or digits, inner hyphens, at most 63 characters. */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** Whether `value` is exactly one plain address, `name@example.org`, and nothing else. */
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
    // A top-level domain has a letter: `1.2.3.4` is an IP address, not a mail domain.
    /[A-Za-z]/.test(topLevel)
  );
};
