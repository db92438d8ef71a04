import { frameAncestorsPolicy, pagePolicy, serializePolicy } from './content-security-policy';

const policyOf = (inputs: Partial<Parameters<typeof pagePolicy>[0]> = {}) =>
  new Map(
    pagePolicy({ scriptHashes: [], thirdParties: {}, connectOrigins: [], ...inputs }).map(
      ([name, sources]) => [name, sources],
    ),
  );

test('scripts: the site, its hashed inline scripts and WebAssembly; never inline or eval', () => {
  const scripts = policyOf({ scriptHashes: ["'sha256-a='", "'sha256-b='"] }).get('script-src');
  expect(scripts).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-a='", "'sha256-b='"]);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
});

test('objects, base and forms are locked down; forms post to the site (Netlify Forms)', () => {
  const policy = policyOf();
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.has('frame-ancestors')).toBe(false);
});

test('third-party and runtime origins join the directives they are given for', () => {
  const policy = policyOf({
    thirdParties: {
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': ['https://api.segment.io'],
      'frame-src': ['https://vars.hotjar.com'],
      'style-src': ['https://static.hotjar.com'],
      'img-src': ['https://www.facebook.com'],
    },
    connectOrigins: ['https://api.example'],
  });
  expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
  expect(policy.get('connect-src')).toEqual([
    "'self'",
    'https://api.example',
    'https://api.segment.io',
  ]);
  expect(policy.get('frame-src')).toEqual(["'self'", 'https://vars.hotjar.com']);
  expect(policy.get('style-src')).toEqual([
    "'self'",
    "'unsafe-inline'",
    'https://static.hotjar.com',
  ]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://www.facebook.com']);
});

test('frame-ancestors: the origins given, or none', () => {
  expect(serializePolicy(frameAncestorsPolicy([]))).toBe("frame-ancestors 'none'");
  expect(serializePolicy(frameAncestorsPolicy(['https://a.example', 'https://b.example']))).toBe(
    'frame-ancestors https://a.example https://b.example',
  );
});

test('serializePolicy: directives by "; ", sources by spaces', () => {
  expect(
    serializePolicy([
      ['default-src', ["'self'"]],
      ['img-src', ["'self'", 'data:']],
    ]),
  ).toBe("default-src 'self'; img-src 'self' data:");
});
