import {
  articleReadingTime,
  countWords,
  readingTime,
  readingTimeLabel,
  stripHtml,
} from './reading-time';
import { BLOG, READ_TIME_LABELS, type ReadTimeLocale } from './config/blog';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
const paragraphs = (count: number) => `<p>${words(count)}</p>`;

describe('reading speeds', () => {
  it('are 220 words per minute for articles and 300 for the generic counter', () => {
    expect(BLOG.readWordsPerMinute).toBe(220);
    expect(BLOG.genericWordsPerMinute).toBe(300);
  });
});

describe('articleReadingTime', () => {
  describe('under one minute', () => {
    it('is 0 minutes for an empty article and for 219 words', () => {
      expect(articleReadingTime('')).toEqual({ words: 0, minutes: 0 });
      expect(articleReadingTime(paragraphs(1))).toEqual({ words: 1, minutes: 0 });
      expect(articleReadingTime(paragraphs(219))).toEqual({ words: 219, minutes: 0 });
    });
  });

  describe('exact boundaries at 220 words per minute', () => {
    it.each([
      [220, 1],
      [221, 2],
      [440, 2],
      [441, 3],
      [2200, 10],
      [2201, 11],
    ])('%i words take %i minute(s)', (count, minutes) => {
      expect(articleReadingTime(paragraphs(count))).toEqual({ words: count, minutes });
    });
  });

  describe('HTML', () => {
    it('is stripped: tags, attributes and comments are not words', () => {
      const html =
        '<h2 id="a-very-long-identifier">Two words</h2><!-- a hidden comment of many words -->' +
        '<p class="x y z">Three <a href="/pricing" title="many words in a title">more</a> words</p>';
      expect(articleReadingTime(html).words).toBe(5);
    });

    it('keeps words in adjacent blocks apart', () => {
      expect(articleReadingTime('<ul><li>one</li><li>two</li></ul>').words).toBe(2);
      expect(articleReadingTime('<h2>one</h2><p>two<br>three</p>').words).toBe(3);
    });

    it('does not split a word around inline markup', () => {
      expect(articleReadingTime('<p><em>re</em>hire <a href="/x">fair</a>ly</p>').words).toBe(2);
    });

    it('does not count script or style content', () => {
      expect(
        articleReadingTime('<p>one</p><script>var a = 1;</script><style>p{}</style>').words,
      ).toBe(1);
    });

    it('decodes entities so they join or separate words as in the text', () => {
      expect(stripHtml('Tom&amp;Jerry&nbsp;show &#8212; &#x2014;')).toBe('Tom&Jerry show — —');
      expect(articleReadingTime('<p>Tom&amp;Jerry&nbsp;show &#8212; today</p>').words).toBe(3);
    });

    it('keeps a "<" that opens no tag as text, and a tag after it still goes', () => {
      expect(stripHtml('a < b <em>c</em>')).toBe('a < b c');
      // Each unclosed "<" once made the tag pattern scan to the end: quadratic on long input.
      const unclosed = '<'.repeat(50_000);
      expect(stripHtml(`${unclosed}<p>word</p>`)).toBe(`${unclosed} word `);
    });
  });
});

describe('readingTime (generic word counter)', () => {
  it('reads 300 words per minute by default', () => {
    expect(readingTime(words(299))).toEqual({ words: 299, minutes: 0 });
    expect(readingTime(words(300))).toEqual({ words: 300, minutes: 1 });
    expect(readingTime(words(301))).toEqual({ words: 301, minutes: 2 });
  });

  it('takes another speed', () => {
    expect(readingTime(words(100), 100)).toEqual({ words: 100, minutes: 1 });
  });

  it('rejects a speed that is not positive', () => {
    expect(() => readingTime('a', 0)).toThrow(RangeError);
    expect(() => readingTime('a', Number.NaN)).toThrow(RangeError);
  });
});

describe('countWords', () => {
  it('counts hyphenated words, contractions and figures as one word each', () => {
    expect(countWords("We don't run follow-the-sun teams for 70% less")).toBe(8);
  });

  it('ignores punctuation standing alone and extra whitespace', () => {
    expect(countWords('  one — two \n\n three !  ')).toBe(3);
  });
});

describe('readingTimeLabel', () => {
  const EXPECTED: Record<ReadTimeLocale, [string, string]> = {
    en: ['Less than a minute read', '5 min read'],
    fr: ["Moins d'une minute de lecture", '5 min de lecture'],
    es: ['Menos de un minuto de lectura', '5 min de lectura'],
    cn: ['阅读时间不到一分钟', '阅读时间 5 分钟'],
    ja: ['1分未満で読めます', '5分で読めます'],
    de: ['Weniger als eine Minute Lesezeit', '5 Min. Lesezeit'],
    'pt-br': ['Menos de um minuto de leitura', '5 min de leitura'],
    tr: ['Bir dakikadan kısa okuma', '5 dk okuma'],
    ro: ['Mai puțin de un minut de citit', '5 min de citit'],
    bn: ['এক মিনিটেরও কম সময়ে পড়া', '5 মিনিটে পড়া'],
    sk: ['Čítanie na menej ako minútu', '5 min čítania'],
    cs: ['Čtení na méně než minutu', '5 min čtení'],
  };

  it('exists for exactly the twelve locales of the specification', () => {
    expect(Object.keys(READ_TIME_LABELS).sort()).toEqual(
      ['en', 'fr', 'es', 'cn', 'ja', 'de', 'pt-br', 'tr', 'ro', 'bn', 'sk', 'cs'].sort(),
    );
  });

  it.each(Object.entries(EXPECTED) as [ReadTimeLocale, [string, string]][])(
    '%s has a less-than-a-minute text and a min-read text',
    (locale, [lessThanAMinute, fiveMinutes]) => {
      expect(readingTimeLabel({ minutes: 0 }, locale)).toBe(lessThanAMinute);
      expect(readingTimeLabel({ minutes: 5 }, locale)).toBe(fiveMinutes);
    },
  );

  it('is English on this site', () => {
    expect(BLOG.readTimeLocale).toBe('en');
    expect(readingTimeLabel({ minutes: 1 })).toBe('1 min read');
    expect(readingTimeLabel(articleReadingTime(paragraphs(10)))).toBe('Less than a minute read');
  });
});
