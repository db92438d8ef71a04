import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { contentTypes } from '../../content-models';
import { type AdapterRequest, createMirrorAdapter } from './contentful-mirror-adapter';
import { type JsonValue, serialize } from '../../content-tools/mirror/mirror-files';
import { versionStamp } from './sync-format';

/** The parts of Contentful's wire format these tests read. */
interface Sys {
  id: string;
  type: string;
  updatedAt?: string;
  contentType?: { sys: { type: string; linkType: string; id: string } };
}
interface Item {
  sys: Sys;
  fields?: Record<string, Record<string, unknown>>;
}
interface Page<T> {
  sys: { type: string };
  total: number;
  skip: number;
  limit: number;
  items: T[];
}
interface SyncPage {
  sys: { type: string };
  items: Item[];
  nextSyncUrl: string;
}

const BASE = 'https://cdn.contentful.com:443/spaces/mirror/environments/master/';
const SPACE_BASE = 'https://cdn.contentful.com:443/spaces/mirror/';

const HOME = 'entries/landing_page_template/home.json';
const HOME_SEO = 'entries/seo/home-seo.json';
const OLD_SEO = 'entries/seo/old-seo.json';
const HERO = 'entries/sectionHero/home-hero.json';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (prefix: string): string => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

const write = (root: string, file: string, content: JsonValue | Buffer): void => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), Buffer.isBuffer(content) ? content : serialize(content));
};

let png: Buffer;
beforeAll(async () => {
  png = await sharp({
    create: { width: 4, height: 3, channels: 3, background: '#000' },
  })
    .png()
    .toBuffer();
});

/** One landing page with its SEO entry and a hero with a picture, plus a spare SEO entry. */
const buildMirror = (): string => {
  const root = tempDir('mirror-adapter-content-');
  write(root, HOME, {
    fields: {
      slug: 'home',
      name: 'Home',
      seo: 'home-seo',
      sections: ['home-hero'],
      additional_fields: { navigation_title: 'Home', order: 1, include_in_menu: true },
    },
  });
  write(root, HOME_SEO, {
    fields: { title: 'Hire remote talent', description: 'Ethical outsourcing.', noindex: false },
  });
  write(root, OLD_SEO, { fields: { title: 'Old', description: 'To be removed.' } });
  write(root, HERO, {
    fields: {
      heading: 'Build your team',
      text: null,
      image: 'hero-picture',
      ctaLabel: 'Start',
      ctaTarget: '/pricing',
    },
  });
  write(root, 'assets/hero-picture.json', {
    title: 'Our team',
    description: 'Five people around a table',
    fileName: 'Team Photo.PNG',
    contentType: 'image/png',
  });
  write(root, 'assets/hero-picture.png', png);
  return root;
};

const setup = () => {
  const contentDir = buildMirror();
  const adapter = createMirrorAdapter({ contentDir });
  /** Calls the adapter as axios does and returns the response body. */
  const get = async <T>(request: AdapterRequest): Promise<T> => {
    const response = await adapter({ method: 'get', ...request });
    expect(response.status).toBe(200);
    return response.data as T;
  };
  const initialSync = () =>
    get<SyncPage>({ baseURL: BASE, url: 'sync', params: { initial: true } });
  const syncFrom = (nextSyncUrl: string) =>
    get<SyncPage>({ baseURL: BASE, url: 'sync', params: { sync_token: tokenOf(nextSyncUrl) } });
  return { contentDir, adapter, get, initialSync, syncFrom };
};

const tokenOf = (nextSyncUrl: string): string =>
  new URL(nextSyncUrl).searchParams.get('sync_token') ?? '';

const byId = (items: Item[], id: string): Item => {
  const item = items.find((candidate) => candidate.sys.id === id);
  if (!item) throw new Error(`no item ${id} in ${items.map((i) => i.sys.id).join(', ')}`);
  return item;
};

const entryLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const assetLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });

describe('createMirrorAdapter', () => {
  describe('space', () => {
    it('answers the space request with the mirror space', async () => {
      const { get } = setup();
      const space = await get<{ sys: { type: string; id: string } }>({
        baseURL: SPACE_BASE,
        url: '',
      });
      expect(space.sys).toEqual({ type: 'Space', id: 'mirror' });
    });

    it('answers an absolute URL, as contentful.js sends for space requests', async () => {
      const { get } = setup();
      const space = await get<{ sys: { id: string } }>({ baseURL: BASE, url: SPACE_BASE });
      expect(space.sys.id).toBe('mirror');
    });
  });

  describe('locales', () => {
    it('lists en-US as the one, default locale', async () => {
      const { get } = setup();
      const locales = await get<Page<{ code: string; default: boolean }>>({
        baseURL: BASE,
        url: 'locales',
      });
      expect(locales.total).toBe(1);
      expect(locales.items).toEqual([expect.objectContaining({ code: 'en-US', default: true })]);
    });
  });

  describe('content types', () => {
    it('lists every content model with sys.updatedAt', async () => {
      const { get } = setup();
      const page = await get<Page<{ sys: Sys }>>({
        baseURL: BASE,
        url: 'content_types',
        params: { skip: 0, limit: 1000 },
      });
      expect(page.total).toBe(contentTypes.length);
      expect(page.items.map((type) => type.sys.id).sort()).toEqual(
        contentTypes.map((type) => type.id).sort(),
      );
      for (const type of page.items) {
        expect(type.sys.type).toBe('ContentType');
        expect(new Date(type.sys.updatedAt ?? '').toISOString()).toBe(type.sys.updatedAt);
      }
    });

    it('pages with skip and limit', async () => {
      const { get } = setup();
      const all = await get<Page<{ sys: Sys }>>({
        baseURL: BASE,
        url: 'content_types',
        params: { limit: 1000 },
      });
      const second = await get<Page<{ sys: Sys }>>({
        baseURL: BASE,
        url: 'content_types',
        params: { skip: 2, limit: 3 },
      });
      expect(second).toMatchObject({ total: contentTypes.length, skip: 2, limit: 3 });
      expect(second.items.map((type) => type.sys.id)).toEqual(
        all.items.slice(2, 5).map((type) => type.sys.id),
      );
    });

    it('reads paging from the query string too', async () => {
      const { get } = setup();
      const page = await get<Page<unknown>>({ baseURL: BASE, url: 'content_types?skip=1&limit=1' });
      expect(page).toMatchObject({ skip: 1, limit: 1 });
      expect(page.items).toHaveLength(1);
    });
  });

  describe('initial sync', () => {
    it('returns every entry and asset of the mirror', async () => {
      const { initialSync } = setup();
      const { sys, items } = await initialSync();
      expect(sys.type).toBe('Array');
      expect(items.map((item) => `${item.sys.type}:${item.sys.id}`).sort()).toEqual([
        'Asset:hero-picture',
        'Entry:home',
        'Entry:home-hero',
        'Entry:home-seo',
        'Entry:old-seo',
      ]);
    });

    it("gives entries their content type and fields localized under 'en-US'", async () => {
      const { initialSync } = setup();
      const seo = byId((await initialSync()).items, 'home-seo');
      expect(seo.sys.contentType).toEqual({
        sys: { type: 'Link', linkType: 'ContentType', id: 'seo' },
      });
      expect(seo.fields).toEqual({
        title: { 'en-US': 'Hire remote talent' },
        description: { 'en-US': 'Ethical outsourcing.' },
        noindex: { 'en-US': false },
      });
    });

    it('turns entry and asset ids into links, and passes objects through', async () => {
      const { initialSync } = setup();
      const { items } = await initialSync();
      expect(byId(items, 'home').fields).toEqual({
        slug: { 'en-US': 'home' },
        name: { 'en-US': 'Home' },
        seo: { 'en-US': entryLink('home-seo') },
        sections: { 'en-US': [entryLink('home-hero')] },
        additional_fields: {
          'en-US': { navigation_title: 'Home', order: 1, include_in_menu: true },
        },
      });
      expect(byId(items, 'home-hero').fields?.image).toEqual({
        'en-US': assetLink('hero-picture'),
      });
    });

    it('leaves out null fields', async () => {
      const { initialSync } = setup();
      const hero = byId((await initialSync()).items, 'home-hero');
      expect(hero.fields).not.toHaveProperty('text');
      expect(hero.fields?.heading).toEqual({ 'en-US': 'Build your team' });
    });

    it("describes an image asset's file with its size and pixel dimensions", async () => {
      const { initialSync } = setup();
      const asset = byId((await initialSync()).items, 'hero-picture');
      expect(asset.fields?.title).toEqual({ 'en-US': 'Our team' });
      expect(asset.fields?.description).toEqual({ 'en-US': 'Five people around a table' });
      expect(asset.fields?.file?.['en-US']).toEqual({
        url: expect.stringMatching(/^\/\/.+\/hero-picture\/Team%20Photo\.PNG$/),
        fileName: 'Team Photo.PNG',
        contentType: 'image/png',
        details: { size: png.length, image: { width: 4, height: 3 } },
      });
    });

    it('returns a nextSyncUrl whose sync_token survives the query string as it is', async () => {
      const { initialSync } = setup();
      const { nextSyncUrl } = await initialSync();
      const url = new URL(nextSyncUrl);
      expect(url.pathname).toBe('/spaces/mirror/environments/master/sync');
      // contentful.js cuts the token out of the address as text, without decoding it.
      expect(tokenOf(nextSyncUrl)).toMatch(/^mirror\.[A-Za-z0-9_-]+$/);
      expect(nextSyncUrl.split('sync_token=')[1]).toBe(tokenOf(nextSyncUrl));
    });

    it('skips entries whose folder is not a known content type', async () => {
      const { initialSync, contentDir } = setup();
      write(contentDir, 'entries/notAType/stray.json', { fields: { title: 'x' } });
      const { items } = await initialSync();
      expect(items.map((item) => item.sys.id)).not.toContain('stray');
    });
  });

  describe('delta sync', () => {
    it('returns nothing when the mirror has not changed', async () => {
      const { initialSync, syncFrom } = setup();
      const initial = await initialSync();
      const delta = await syncFrom(initial.nextSyncUrl);
      expect(delta.items).toEqual([]);
      expect(tokenOf(delta.nextSyncUrl)).toBe(tokenOf(initial.nextSyncUrl));
    });

    it('returns only changed and new items, plus deletions', async () => {
      const { initialSync, syncFrom, contentDir } = setup();
      const initial = await initialSync();

      write(contentDir, HOME_SEO, {
        fields: { title: 'Hire vetted talent', description: 'Ethical outsourcing.' },
      });
      rmSync(path.join(contentDir, OLD_SEO));
      write(contentDir, 'assets/brochure.json', {
        title: 'Brochure',
        description: '',
        fileName: 'brochure.pdf',
        contentType: 'application/pdf',
      });
      write(contentDir, 'assets/brochure.pdf', Buffer.from('%PDF-1.4\n'));

      const delta = await syncFrom(initial.nextSyncUrl);
      expect(delta.items.map((item) => `${item.sys.type}:${item.sys.id}`).sort()).toEqual([
        'Asset:brochure',
        'DeletedEntry:old-seo',
        'Entry:home-seo',
      ]);
      expect(byId(delta.items, 'home-seo').fields?.title).toEqual({
        'en-US': 'Hire vetted talent',
      });
      expect(byId(delta.items, 'home-seo').sys.updatedAt).not.toBe(
        byId(initial.items, 'home-seo').sys.updatedAt,
      );
      expect(byId(delta.items, 'brochure').fields?.file?.['en-US']).toMatchObject({
        details: { size: 9 },
      });
      expect(byId(delta.items, 'brochure').fields?.file?.['en-US']).not.toHaveProperty(
        'details.image',
      );

      const next = await syncFrom(delta.nextSyncUrl);
      expect(next.items).toEqual([]);
    });

    it('reports a deleted asset as DeletedAsset and a changed asset file', async () => {
      const { initialSync, syncFrom, contentDir } = setup();
      const initial = await initialSync();
      const bigger = await sharp({
        create: { width: 8, height: 6, channels: 3, background: '#fff' },
      })
        .png()
        .toBuffer();
      write(contentDir, 'assets/hero-picture.png', bigger);
      const changed = await syncFrom(initial.nextSyncUrl);
      expect(changed.items.map((item) => item.sys.id)).toEqual(['hero-picture']);
      expect(changed.items[0]?.fields?.file?.['en-US']).toMatchObject({
        details: { image: { width: 8, height: 6 } },
      });

      rmSync(path.join(contentDir, 'assets/hero-picture.json'));
      rmSync(path.join(contentDir, 'assets/hero-picture.png'));
      const deleted = await syncFrom(changed.nextSyncUrl);
      expect(deleted.items).toEqual([
        expect.objectContaining({
          sys: expect.objectContaining({ id: 'hero-picture', type: 'DeletedAsset' }),
        }),
      ]);
    });

    it('follows nextSyncUrl given as a full address', async () => {
      const { initialSync, get } = setup();
      const initial = await initialSync();
      const delta = await get<SyncPage>({ baseURL: BASE, url: initial.nextSyncUrl });
      expect(delta.items).toEqual([]);
    });

    it.each(['mirror-0123abcd', 'mirror.not-deflated', ''.padEnd(8, 'x')])(
      'rejects the unreadable token %s, telling to run "npx gatsby clean"',
      async (token) => {
        const { adapter } = setup();
        await expect(
          adapter({ baseURL: BASE, url: 'sync', params: { sync_token: token } }),
        ).rejects.toThrow(/Run "npx gatsby clean"/);
      },
    );
  });

  describe('unknown paths', () => {
    it('reject with an error whose response has status 404', async () => {
      const { adapter } = setup();
      await expect(adapter({ baseURL: BASE, url: 'entries' })).rejects.toMatchObject({
        message: expect.stringContaining('/entries'),
        response: { status: 404 },
      });
    });
  });
});

describe('versionStamp', () => {
  describe('stability', () => {
    it('is the same ISO date for the same content', () => {
      const stamp = versionStamp('{"fields":{"title":"A"}}');
      expect(versionStamp('{"fields":{"title":"A"}}')).toBe(stamp);
      expect(new Date(stamp).toISOString()).toBe(stamp);
    });

    it('changes when the content changes', () => {
      expect(versionStamp('{"fields":{"title":"A"}}')).not.toBe(
        versionStamp('{"fields":{"title":"B"}}'),
      );
    });
  });
});
