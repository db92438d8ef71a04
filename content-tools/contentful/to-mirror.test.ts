import { contentTypeById } from '../../content-models';
import type { WireItem } from './delivery-client';
import { SyncItemError, assetFromSyncItem, entryFromSyncItem } from './to-mirror';

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

const entry = (contentType: string, fields: WireItem['fields']): WireItem => ({
  sys: { id: 'e1', type: 'Entry', contentType: { sys: { id: contentType } } },
  fields,
});

describe('entryFromSyncItem', () => {
  it('writes the default locale, links as ids, and leaves empty fields out', () => {
    const pulled = entryFromSyncItem(
      entry('landing_page_template', {
        name: { 'en-US': 'Home', 'de-DE': 'Startseite' },
        slug: { 'de-DE': 'nur-deutsch' },
        seo: { 'en-US': link('Entry', 'seo-home') },
        sections: { 'en-US': [link('Entry', 'hero'), link('Entry', 'faq')] },
        additional_fields: { 'en-US': { order: 2, include_in_menu: true } },
      }),
      'en-US',
      contentTypeById,
    );
    expect(pulled).toEqual({
      id: 'e1',
      contentTypeId: 'landing_page_template',
      file: 'entries/landing_page_template/e1.json',
      fields: {
        name: 'Home',
        seo: 'seo-home',
        sections: ['hero', 'faq'],
        additional_fields: { order: 2, include_in_menu: true },
      },
    });
  });

  it('converts fields and types the models do not know by their shape, for the validator to name', () => {
    const pulled = entryFromSyncItem(
      entry('somethingNew', {
        title: { 'en-US': 'x' },
        related: { 'en-US': [link('Entry', 'a')] },
        empty: { 'en-US': [] },
      }),
      'en-US',
      contentTypeById,
    );
    expect(pulled.file).toBe('entries/somethingNew/e1.json');
    expect(pulled.fields).toEqual({ title: 'x', related: ['a'] });
  });

  it('fails on an entry without its content type', () => {
    expect(() =>
      entryFromSyncItem({ sys: { id: 'x', type: 'Entry' }, fields: {} }, 'en-US', contentTypeById),
    ).toThrow(SyncItemError);
  });
});

describe('assetFromSyncItem', () => {
  const asset = (fields: WireItem['fields']): WireItem => ({
    sys: { id: 'logo', type: 'Asset' },
    fields,
  });

  it('writes title, description, file name and type; the file keeps the id and a lowercase extension', () => {
    expect(
      assetFromSyncItem(
        asset({
          title: { 'en-US': 'Logo' },
          file: {
            'en-US': {
              url: '//images.ctfassets.net/s/logo/abc/Logo%20Final.PNG',
              fileName: 'Logo Final.PNG',
              contentType: 'image/png',
              details: { size: 3 },
            },
          },
        }),
        'en-US',
      ),
    ).toEqual({
      id: 'logo',
      file: 'assets/logo.json',
      binaryFile: 'assets/logo.png',
      json: {
        contentType: 'image/png',
        description: '',
        fileName: 'Logo Final.PNG',
        title: 'Logo',
      },
      url: '//images.ctfassets.net/s/logo/abc/Logo%20Final.PNG',
    });
  });

  it('fails, saying what to do, on an asset without a file in the locale', () => {
    expect(() => assetFromSyncItem(asset({ title: { 'en-US': 'Logo' } }), 'en-US')).toThrow(
      'The asset logo has no file in the locale en-US; upload one in Contentful',
    );
  });
});
