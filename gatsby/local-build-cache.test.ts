import { enableNetlifyBuildCacheLocally } from './local-build-cache';

describe('enableNetlifyBuildCacheLocally', () => {
  it('turns on the adapter’s local build cache outside Netlify', () => {
    const env: NodeJS.ProcessEnv = {};
    enableNetlifyBuildCacheLocally(env);
    expect(env.NETLIFY_LOCAL).toBe('true');
  });

  it('leaves Netlify’s own cache alone on Netlify', () => {
    const env: NodeJS.ProcessEnv = { NETLIFY: 'true' };
    enableNetlifyBuildCacheLocally(env);
    expect(env.NETLIFY_LOCAL).toBeUndefined();
  });

  it('keeps a value set by the developer', () => {
    const env: NodeJS.ProcessEnv = { NETLIFY_LOCAL: '1' };
    enableNetlifyBuildCacheLocally(env);
    expect(env.NETLIFY_LOCAL).toBe('1');
  });
});
