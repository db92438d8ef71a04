import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { siteIconLinks } from '../../src/lib/site-icons';
import { PNG_ICONS, icoFromPngs, writeSiteIcons } from './site-icons';

describe('site icons', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'icons-'));
    await writeSiteIcons(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes every file the head links to', () => {
    for (const { href } of siteIconLinks) expect(existsSync(path.join(dir, href))).toBe(true);
  });

  it('renders each PNG at its declared size', async () => {
    for (const [name, size] of Object.entries(PNG_ICONS)) {
      const { width, height, format } = await sharp(path.join(dir, name)).metadata();
      expect({ name, width, height, format }).toEqual({
        name,
        width: size,
        height: size,
        format: 'png',
      });
    }
  });

  it('is what static/ holds, so the committed icons are the generator’s output', () => {
    const differing = siteIconLinks
      .map(({ href }) => href.slice(1))
      .concat(Object.keys(PNG_ICONS))
      .filter(
        (name) =>
          !readFileSync(path.join(dir, name)).equals(readFileSync(path.join('static', name))),
      );
    expect(differing).toEqual([]);
  });

  it('writes an ICO directory that points at each embedded PNG', () => {
    const images = [16, 256].map((size) => ({ size, data: Buffer.from(`png-${size}`) }));
    const ico = icoFromPngs(images);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    const entry = (index: number) => 6 + 16 * index;
    expect(ico.readUInt8(entry(0))).toBe(16);
    expect(ico.readUInt8(entry(1))).toBe(0); // 256 px is written as 0
    const second = ico.subarray(ico.readUInt32LE(entry(1) + 12));
    expect(second.toString()).toBe('png-256');
    expect(ico.readUInt32LE(entry(0) + 8)).toBe('png-16'.length);
  });
});
