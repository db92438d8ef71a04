import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectInlineScripts, inlineScripts, scriptHashSource } from './inline-scripts';

describe('inlineScripts', () => {
  test('the text of every script that runs inline, exactly as written', () => {
    const html =
      '<script>a()</script><script type="module">\n b() </script>' +
      '<SCRIPT TYPE="text/javascript">c()</SCRIPT >';
    expect(inlineScripts(html)).toEqual(['a()', '\n b() ', 'c()']);
  });

  test('scripts with a src, and data blocks such as JSON-LD, are not inline scripts', () => {
    const html =
      '<script src="/app.js" async></script><script async src=/x.js></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script>';
    expect(inlineScripts(html)).toEqual([]);
  });
});

test('scriptHashSource is the CSP hash source of the UTF-8 text', () => {
  const digest = createHash('sha256').update('alert("é")', 'utf8').digest('base64');
  expect(scriptHashSource('alert("é")')).toBe(`'sha256-${digest}'`);
  // The value a browser reports for an empty inline script.
  expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});

describe('collectInlineScripts', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'public-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('each distinct script once, sorted, with the first page that carries it', () => {
    const write = (file: string, html: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), html);
    };
    write('index.html', '<script>same()</script>');
    write('blog/post.html', '<script>same()</script><script>only()</script>');
    write('page-data/index.html', '<script>ignored()</script>');

    const { hashes, firstSeenOn } = collectInlineScripts(root);

    const same = scriptHashSource('same()');
    const only = scriptHashSource('only()');
    expect(hashes).toEqual([same, only].sort());
    expect(firstSeenOn.get(only)).toBe('blog/post.html');
  });
});
