/**
 * The site's icons (favicon, touch and web-app icons), drawn as one SVG in the brand colours of
 * src/styles/tokens.ts and rasterised with sharp into static/, which Gatsby copies to the site
 * root. Deterministic: re-running it changes nothing.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SITE_TITLE } from '../../src/lib/site-config';
import { colors } from '../../src/styles/tokens';

/** A globe of meridians on a rounded square: the marketplace's reach, legible at 16 px. */
export const iconSvg = (): string =>
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${colors.teal}"/>`,
    `<circle cx="32" cy="32" r="19" fill="none" stroke="${colors.sand}" stroke-width="4"/>`,
    `<ellipse cx="32" cy="32" rx="8" ry="19" fill="none" stroke="${colors.sand}" stroke-width="3"/>`,
    `<path d="M13 32h38" stroke="${colors.sand}" stroke-width="3"/>`,
    `<circle cx="46" cy="18" r="7" fill="${colors.coral}" stroke="${colors.teal}" stroke-width="2.5"/>`,
    '</svg>',
  ].join('');

/** PNG files written beside the SVG, by name and size in pixels. */
export const PNG_ICONS = {
  'apple-touch-icon.png': 180,
  'icon-192.png': 192,
  'icon-512.png': 512,
} as const;

const png = (svg: string, size: number): Promise<Buffer> =>
  sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/**
 * An .ico file holding PNG images (allowed since Windows Vista, read by every current browser):
 * a 6-byte header, a 16-byte directory entry per image, then the images.
 */
export const icoFromPngs = (images: readonly { size: number; data: Buffer }[]): Buffer => {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
};

/** The web-app manifest: the name and the icons a phone uses for a home-screen shortcut. */
export const webManifest = (): string =>
  `${JSON.stringify(
    {
      name: SITE_TITLE,
      short_name: 'EGO',
      icons: [192, 512].map((size) => ({
        src: `/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
      theme_color: colors.teal,
      background_color: colors.white,
      display: 'browser',
    },
    null,
    2,
  )}\n`;

/** Writes favicon.svg, favicon.ico, the PNG icons and site.webmanifest into `staticDir`. */
export const writeSiteIcons = async (staticDir: string): Promise<string[]> => {
  const svg = iconSvg();
  const files: [string, Buffer | string][] = [
    ['favicon.svg', `${svg}\n`],
    [
      'favicon.ico',
      icoFromPngs(
        await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(svg, size) }))),
      ),
    ],
    ...(await Promise.all(
      Object.entries(PNG_ICONS).map(async ([name, size]): Promise<[string, Buffer]> => [
        name,
        await png(svg, size),
      ]),
    )),
    ['site.webmanifest', webManifest()],
  ];
  for (const [name, data] of files) writeFileSync(path.join(staticDir, name), data);
  return files.map(([name]) => name);
};
