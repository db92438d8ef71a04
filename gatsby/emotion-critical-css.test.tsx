import { Global } from '@emotion/react';
import { Suspense, lazy, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  EMOTION_KEY,
  renderWhenReady,
  renderWithCriticalCss,
  replaceRendererWithCriticalCss,
} from './emotion-critical-css';

const Card = ({ tone }: { tone: string }) => (
  <p css={{ color: tone, padding: 4 }}>
    <strong css={{ fontWeight: 700 }}>{tone}</strong>
  </p>
);

const Page = () => (
  <main>
    <Global styles={{ body: { margin: 0 } }} />
    <Card tone="red" />
    <Card tone="blue" />
  </main>
);

describe('renderWhenReady', () => {
  it('gives the HTML React renders, multi-byte text whole and without NUL padding', async () => {
    // Enough accented text that some of it meets the end of one of React's 2 KB chunks.
    const names = Array.from(
      { length: 3000 },
      (_, index) => `${'x'.repeat((index * 7) % 13)}Lucía Fernández ${index}`,
    );
    const element = (
      <div>
        {names.map((name) => (
          <p key={name} title={name}>
            {name}
          </p>
        ))}
      </div>
    );
    const html = await renderWhenReady(element);
    expect(html).not.toContain('\0');
    expect(html).toBe(renderToString(element));
  });

  it('waits for lazy parts, as a page with sections in chunks of their own needs', async () => {
    const Later = lazy(async () => ({ default: () => <p>loaded later</p> }));
    const html = await renderWhenReady(
      <Suspense fallback={<p>waiting</p>}>
        <Later />
      </Suspense>,
    );
    expect(html).toBe('<!--$--><p>loaded later</p><!--/$-->');
  });
});

describe('renderWithCriticalCss', () => {
  it('renders no style tag in the body and every style the page uses into the head', async () => {
    const { html, styles } = await renderWithCriticalCss(<Page />);
    expect(html).not.toContain('<style');
    const head = renderToString(<>{styles}</>);
    // One tag, marked as in place; global styles are left to emotion in the browser.
    const tags = [...head.matchAll(/<style data-emotion="([^"]+)" data-s="">([^<]*)<\/style>/g)];
    expect(tags.map(([, attribute]) => attribute?.split(' ')[0])).toEqual([EMOTION_KEY]);
    expect(head).not.toContain('margin:0');
    // Every class in the markup has its rules, named in the tag for the browser's cache.
    const classes = [...html.matchAll(/class="([^"]+)"/g)].map(([, name]) => name as string);
    expect(new Set(classes).size).toBe(3);
    for (const name of classes) {
      expect(tags[0]?.[1]).toContain(name.replace(`${EMOTION_KEY}-`, ''));
      expect(tags[0]?.[2]).toContain(`.${name}{`);
    }
  });

  it('writes the styles in the order the page first uses them, whatever order parts rendered in', async () => {
    // The first part of the page finishes rendering last, as a section whose code arrives
    // later would: the styles must not follow that order, or builds would differ.
    const Slow = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) =>
          setTimeout(() => resolve({ default: () => <p css={{ color: 'red' }}>first</p> }), 20),
        ),
    );
    const Fast = lazy(async () => ({ default: () => <p css={{ color: 'blue' }}>second</p> }));
    const { html, styles } = await renderWithCriticalCss(
      <div>
        <Suspense fallback={null}>
          <Slow />
        </Suspense>
        <Suspense fallback={null}>
          <Fast />
        </Suspense>
      </div>,
    );
    const head = renderToString(<>{styles}</>);
    const inHtml = [...html.matchAll(/class="css-([^"]+)"/g)].map(([, name]) => name);
    expect(head).toContain(`data-emotion="css ${inHtml.join(' ')}"`);
    expect(head.indexOf('color:red')).toBeLessThan(head.indexOf('color:blue'));
  });

  it("names the classes merged into a component's own, without their rules", async () => {
    const Box = ({ className }: { className?: string }) => (
      <div css={{ margin: 1 }} className={className} />
    );
    const { html, styles } = await renderWithCriticalCss(<Box css={{ color: 'teal' }} />);
    const head = renderToString(<>{styles}</>);
    const [, attribute = '', css = ''] =
      /<style data-emotion="([^"]+)" data-s="">([^<]*)<\/style>/.exec(head) ?? [];
    const [key, ...names] = attribute.split(' ');
    expect(key).toBe(EMOTION_KEY);
    const onElement = [...html.matchAll(/class="css-([^"]+)"/g)].map(([, name]) => name);
    expect(onElement).toHaveLength(1);
    expect(names).toHaveLength(2);
    expect(names[0]).toBe(onElement[0]);
    expect(names[1]).not.toBe(onElement[0]);
    expect(css).toBe(`.css-${onElement[0]}{margin:1px;color:teal;}`);
  });

  it('starts each page with an empty cache, so a page carries only its own styles', async () => {
    await renderWithCriticalCss(<Card tone="green" />);
    const { styles } = await renderWithCriticalCss(<Card tone="red" />);
    const head = renderToString(<>{styles}</>);
    expect(head).toContain('color:red');
    expect(head).not.toContain('color:green');
  });
});

describe('replaceRendererWithCriticalCss', () => {
  it('hands Gatsby the body and the head styles', async () => {
    const replaceBodyHTMLString = jest.fn();
    const setHeadComponents = jest.fn();
    await replaceRendererWithCriticalCss?.(
      { bodyComponent: <Page />, replaceBodyHTMLString, setHeadComponents } as never,
      {} as never,
    );
    expect(replaceBodyHTMLString).toHaveBeenCalledWith(expect.stringContaining('<main>'));
    expect(setHeadComponents).toHaveBeenCalledWith([expect.objectContaining({ type: 'style' })]);
  });
});
