/**
 * Link values the site's link rule (src/lib/input-rules.ts) must refuse, by what makes them
 * unsafe; the validator, the Contentful validation and every renderer are tested with them.
 */
export const UNSAFE_LINKS = {
  'javascript:, data: and vbscript: in any case, behind whitespace or control characters': [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\u00a0javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript\u0000:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    ' data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    '\u000bvbscript:msgbox(1)',
  ],
  // Browsers read a backslash as "/" and drop tabs and newlines, so these become "//host".
  'backslash paths and paths split by tabs or newlines': [
    '/\\example.org',
    '/\\/example.org',
    '\\\\example.org',
    ' /\\example.org',
    '/\t/example.org',
    '/\n/example.org',
    'https:\\\\example.org',
    'http:/\\example.org',
  ],
  'protocol-relative addresses ("//host")': [
    '//example.org',
    '//example.org/path',
    ' //example.org',
    '///example.org',
  ],
} as const;

export const ALL_UNSAFE_LINKS: readonly string[] = Object.values(UNSAFE_LINKS).flat();
