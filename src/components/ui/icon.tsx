/** A small set of line icons drawn for this site; editors choose one by name. */
const PATHS: Record<string, string> = {
  globe:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 0c2.5 2.7 3.8 6 3.8 10s-1.3 7.3-3.8 10m0-20C9.5 4.7 8.2 8 8.2 12s1.3 7.3 3.8 10M2.5 9h19M2.5 15h19',
  shield: 'M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5l-8-3Zm-3.5 10 2.5 2.5 4.5-5',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 5v5l3.5 2',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10c0-3.9 3.1-7 7-7s7 3.1 7 7M17 11a3.5 3.5 0 0 0 0-7M19 14c2 .9 3 3.3 3 7',
  chart: 'M3 21h18M6 17v-5M11 17V7M16 17v-8M21 17V4',
  heart: 'M12 21s-8-5.3-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.7-8 11-8 11Z',
  check: 'M4 12.5 9.5 18 20 6',
  spark: 'M12 2v6M12 16v6M2 12h6M16 12h6M5 5l4 4M15 15l4 4M19 5l-4 4M9 15l-4 4',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3V7Zm0 0V5a2 2 0 0 1 2-2h11v4M16 13.5h2',
  chat: 'M4 4h16v12H8l-4 4V4Z',
};

export const iconNames = Object.keys(PATHS);

export const Icon = ({ name, size = 28 }: { name: string | null | undefined; size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={PATHS[name ?? ''] ?? PATHS.spark} />
  </svg>
);
