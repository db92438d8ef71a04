import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { headerRulesOf } from '../tests/support/header-rules';
import { CACHE_CONTROL } from './cache-control';
import { createNetlifyStaticServer } from './server';
import { headersFor, readSiteConfig } from './site-rules';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let base: string;
let root: string;
let server: http.Server;
let port: number;

const write = (relative: string, content: string): void => {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

/** A raw request: the path is sent exactly as given (no `..` normalization by a client). */
const request = (
  rawPath: string,
  method = 'GET',
  headers: http.OutgoingHttpHeaders = {},
): Promise<Answer & { raw: Buffer }> =>
  new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          raw: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });

beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'local-netlify-server-'));
  root = path.join(base, 'public');
  fs.writeFileSync(path.join(base, 'secret.txt'), 'outside the root');
  write('index.html', '<h1>Home</h1>');
  write('about.html', '<h1>About</h1>');
  write('team/index.html', '<h1>Team</h1>');
  write('404.html', '<h1>Ooops! Page not found.</h1>');
  write('app/index.html', '<h1>App shell</h1>');
  write('new-blog/hello.html', '<h1>Hello</h1>');
  write('static/app.js', 'console.log(1);');
  write('static/site.css', 'body{}');
  write('static/logo.png', 'not really a png');
  write('static/data.json', '{}');
  write('images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('images/photo.webp', 'webp');
  write('fonts/inter.woff2', 'woff2');
  write('sitemap-index.xml', '<sitemapindex/>');
  write('robots.txt', 'User-agent: *');
  write('shadowed.html', '<h1>Shadowed file</h1>');
  write('forced.html', '<h1>Forced file</h1>');
  write(
    '_redirects',
    [
      '# Netlify redirects',
      '/old-about    /about    301',
      '/moved        /team     302',
      '/blog/*       /new-blog/:splat   301',
      '/people/:name /team?who=:name    301',
      '/app/*        /app/index.html    200',
      '/shadowed     /about    301',
      '/forced       /about    301!',
      '/gone         /404.html 404',
      '/docs         https://docs.example.com/  301',
      '/item  id=:id  /about?item=:id  301  # matched on the query',
      '/local-only   /about    302  Country=us,de',
      '/speakers     /about    302  Language=en',
    ].join('\n'),
  );
  write(
    '_headers',
    [
      '/*',
      '  X-Frame-Options: DENY',
      '  X-Content-Type-Options: nosniff',
      '/static/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/about',
      '  X-Page: about',
      // Lower case, as gatsby-adapter-netlify writes it.
      '  cache-control: public, max-age=60',
    ].join('\n'),
  );
  fs.symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'link-out.txt'));

  server = createNetlifyStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(base, { recursive: true, force: true });
});

describe('createNetlifyStaticServer', () => {
  it('redirects a trailing slash with 301, keeping the query', async () => {
    const answer = await request('/about/?utm=x');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/about?utm=x');
    expect((await request('/team/')).headers.location).toBe('/team');
  });

  it('never turns a trailing-slash redirect into a protocol-relative one', async () => {
    const answer = await request('//evil.example/');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/evil.example');
  });

  it('serves / from index.html', async () => {
    const answer = await request('/');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Home');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('serves pretty URLs from x.html and x/index.html, and exact files', async () => {
    expect((await request('/about')).body).toContain('About');
    expect((await request('/team')).body).toContain('Team');
    expect((await request('/about.html')).body).toContain('About');
  });

  it('applies a 301 rule of _redirects, passing the query on', async () => {
    const answer = await request('/old-about?ref=1');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/about?ref=1');
    const temporary = await request('/moved');
    expect(temporary.status).toBe(302);
    expect(temporary.headers.location).toBe('/team');
  });

  it('substitutes :splat and :param placeholders', async () => {
    const splat = await request('/blog/hello');
    expect(splat.status).toBe(301);
    expect(splat.headers.location).toBe('/new-blog/hello');
    const nested = await request('/blog/2024/01/post');
    expect(nested.headers.location).toBe('/new-blog/2024/01/post');
    const param = await request('/people/ada');
    expect(param.headers.location).toBe('/team?who=ada');
  });

  it('serves the target of a 200 rewrite under the requested URL', async () => {
    const answer = await request('/app/settings/profile');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('App shell');
    expect(answer.headers.location).toBeUndefined();
  });

  it('lets an existing file shadow a rule, unless the rule is forced with !', async () => {
    expect((await request('/shadowed')).status).toBe(200);
    const forced = await request('/forced');
    expect(forced.status).toBe(301);
    expect(forced.headers.location).toBe('/about');
  });

  it('serves a 404 rule target with status 404', async () => {
    const answer = await request('/gone');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('Ooops! Page not found.');
  });

  it('redirects to external URLs', async () => {
    expect((await request('/docs')).headers.location).toBe('https://docs.example.com/');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const answer = await request('/this-page-does-not-exist');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('Ooops! Page not found.');
  });

  it('sets content types', async () => {
    const types: Record<string, string> = {
      '/static/app.js': 'application/javascript; charset=utf-8',
      '/static/site.css': 'text/css; charset=utf-8',
      '/static/data.json': 'application/json; charset=utf-8',
      '/images/logo.svg': 'image/svg+xml',
      '/images/photo.webp': 'image/webp',
      '/fonts/inter.woff2': 'font/woff2',
      '/sitemap-index.xml': 'application/xml; charset=utf-8',
      '/robots.txt': 'text/plain; charset=utf-8',
    };
    for (const [url, type] of Object.entries(types)) {
      const answer = await request(url);
      expect([url, answer.status, answer.headers['content-type']]).toEqual([url, 200, type]);
    }
  });

  it('applies _headers rules to matching paths (wildcard and exact)', async () => {
    const about = await request('/about');
    expect(about.headers['x-frame-options']).toBe('DENY');
    expect(about.headers['x-content-type-options']).toBe('nosniff');
    expect(about.headers['x-page']).toBe('about');
    const asset = await request('/static/app.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-page']).toBeUndefined();
    expect((await request('/')).headers['x-frame-options']).toBe('DENY');
  });

  it("sends Netlify's revalidating Cache-Control unless a rule sets one, in any letter case", async () => {
    expect((await request('/')).headers['cache-control']).toBe(CACHE_CONTROL.revalidate);
    expect((await request('/about')).headers['cache-control']).toBe('public, max-age=60');
  });

  it('never serves files outside the root, nor its config files', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/static/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/link-out.txt',
      '/_redirects',
      '/_headers',
    ]) {
      const answer = await request(attempt);
      expect([attempt, answer.status]).toEqual([attempt, 404]);
      expect(answer.body).not.toContain('outside the root');
    }
    for (const attempt of ['/..%5csecret.txt', '/%00', '/%E0%A4%A']) {
      expect([attempt, (await request(attempt)).status]).toEqual([attempt, 400]);
    }
  });

  it('compresses text as the CDN does: brotli first, gzip otherwise, images as they are', async () => {
    const brotli = await request('/about', 'GET', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(brotli.raw).toString()).toBe('<h1>About</h1>');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.raw.length);

    const gzip = await request('/static/app.js', 'GET', { 'Accept-Encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.raw).toString()).toBe('console.log(1);');

    const plain = await request('/about');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('<h1>About</h1>');

    const image = await request('/static/logo.png', 'GET', { 'Accept-Encoding': 'br' });
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await request('/about', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    const post = await request('/about', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('_redirects and _headers parsing', () => {
  it('matches on the query, binding its placeholders, and passes no query on then', async () => {
    const answer = await request('/item?id=7');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/about?item=7');
    expect((await request('/item')).status).toBe(404);
  });

  it('never matches rules with Country or Language conditions: no visitor has any here', async () => {
    expect((await request('/local-only')).status).toBe(404);
    expect((await request('/speakers')).status).toBe(404);
  });

  it('names the file and line of a rule it cannot parse', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'bad-rules-'));
    try {
      fs.writeFileSync(path.join(site, '_redirects'), '/a /b 301\n/c nowhere\n');
      await expect(readSiteConfig(site)).rejects.toThrow(
        new RegExp(`${path.join(site, '_redirects')}:\\n.*line 2`),
      );
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it('joins the values of a header set by several matching rules', async () => {
    const rules = await headerRulesOf(
      '/*\n  Link: </a.css>; rel=preload\n/x\n  link: </b.js>; rel=preload',
    );
    expect(headersFor(rules, '/x')).toEqual({
      Link: '</a.css>; rel=preload, </b.js>; rel=preload',
    });
    expect(headersFor(rules, '/y')).toEqual({ Link: '</a.css>; rel=preload' });
  });

  it('lets a final /* of a header rule match nothing too, as Netlify does', async () => {
    const rules = await headerRulesOf('/blog/*\n  X-Rule: blog\n/:a/:b/*\n  X-Deep: yes');
    expect(headersFor(rules, '/blog')).toEqual({ 'X-Rule': 'blog' });
    expect(headersFor(rules, '/blog/post')).toEqual({ 'X-Rule': 'blog', 'X-Deep': 'yes' });
    expect(headersFor(rules, '/about')).toEqual({});
    // The parser's pattern, which `netlify dev` uses too, lets `/blog/*` match `/blogs`.
    expect(headersFor(rules, '/blogs')).toEqual({ 'X-Rule': 'blog' });
  });
});
