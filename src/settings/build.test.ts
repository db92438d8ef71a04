import { isNetlifyBuild, isProductionBuild, readContentfulOffline, readCpuCount } from './build';

describe('the build half', () => {
  it('takes a worker count as Gatsby does, and names GATSBY_CPU_COUNT otherwise', () => {
    expect(readCpuCount({})).toBeUndefined();
    for (const count of ['1', '12', 'physical_cores', 'logical_cores']) {
      expect(readCpuCount({ GATSBY_CPU_COUNT: count })).toBe(count);
    }
    for (const count of ['0', 'two', '1.5']) {
      expect(() => readCpuCount({ GATSBY_CPU_COUNT: count })).toThrow(/^GATSBY_CPU_COUNT must be/);
    }
  });

  it('takes GATSBY_CONTENTFUL_OFFLINE as true or false only', () => {
    expect(readContentfulOffline({})).toBe(false);
    expect(readContentfulOffline({ GATSBY_CONTENTFUL_OFFLINE: 'true' })).toBe(true);
    expect(readContentfulOffline({ GATSBY_CONTENTFUL_OFFLINE: 'false' })).toBe(false);
    expect(() => readContentfulOffline({ GATSBY_CONTENTFUL_OFFLINE: 'yes' })).toThrow(
      'GATSBY_CONTENTFUL_OFFLINE must be true or false; it is "yes"',
    );
  });

  it("tells Netlify's builds and production builds", () => {
    expect(isNetlifyBuild({})).toBe(false);
    expect(isNetlifyBuild({ NETLIFY: 'true' })).toBe(true);
    expect(isNetlifyBuild({ NETLIFY_LOCAL: 'true' })).toBe(true);
    expect(isProductionBuild({ NODE_ENV: 'production' })).toBe(true);
    expect(isProductionBuild({ NODE_ENV: 'development' })).toBe(false);
  });
});
