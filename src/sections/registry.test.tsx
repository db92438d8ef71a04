/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { sectionTypeIds } from '../../content-models';
import { entryTypeName } from '../../content-models/names';
import { type PageSection, SECTIONS, Sections } from './registry';

const markdown = (html: string) => ({ childMarkdown: { html } });

/** One section of every type, with the data their fragments ask for (no processed images). */
const hero: PageSection = {
  __typename: 'ContentfulSectionHero',
  id: 'n-hero',
  contentful_id: 'hero',
  eyebrow: 'Global talent',
  heading: 'Build your team anywhere',
  text: 'Hire vetted contractors in 185 countries.',
  ctaLabel: 'Get started',
  ctaTarget: '/book-a-demo',
  secondaryCtaLabel: 'See pricing',
  secondaryCtaTarget: '/pricing/',
  image: null,
};

const featureGrid: PageSection = {
  __typename: 'ContentfulSectionFeatureGrid',
  id: 'n-features',
  contentful_id: 'features',
  heading: 'Why teams choose us',
  intro: 'Three reasons.',
  ctaLabel: null,
  ctaTarget: null,
  items: [
    { contentful_id: 'f1', title: 'Fair pay', text: 'Rates set by contractors.', icon: 'wallet' },
    { contentful_id: 'f2', title: 'Compliance', text: 'Contracts per country.', icon: null },
  ],
};

const logoWall: PageSection = {
  __typename: 'ContentfulSectionLogoWall',
  id: 'n-logos',
  contentful_id: 'logos',
  heading: 'Trusted by',
  logos: [{ contentful_id: 'l1', title: 'Acme', description: 'Acme Inc.', localFile: null }],
};

const stats: PageSection = {
  __typename: 'ContentfulSectionStats',
  id: 'n-stats',
  contentful_id: 'stats',
  heading: 'In numbers',
  stats: [
    { contentful_id: 's1', value: '185+', label: 'Countries' },
    { contentful_id: 's2', value: '70%', label: 'Lower fees' },
  ],
};

const testimonials: PageSection = {
  __typename: 'ContentfulSectionTestimonials',
  id: 'n-testimonials',
  contentful_id: 'testimonials',
  heading: 'What clients say',
  testimonials: [
    {
      contentful_id: 't1',
      quote: 'We hired in a week.',
      author: 'Ada Lovelace',
      role: 'CTO, Engines Ltd',
      photo: null,
    },
  ],
};

const callToAction: PageSection = {
  __typename: 'ContentfulSectionCallToAction',
  id: 'n-cta',
  contentful_id: 'cta',
  heading: 'Ready to start?',
  text: 'Talk to us.',
  image: null,
  ctaLabel: 'Book a Discovery Call',
  ctaTarget: '/book-a-demo',
};

const faq: PageSection = {
  __typename: 'ContentfulSectionFaq',
  id: 'n-faq',
  contentful_id: 'faq',
  heading: 'Questions',
  items: [
    {
      contentful_id: 'q1',
      question: 'How are contractors paid?',
      answer: markdown('<p>Every month, in <strong>their currency</strong>.</p>'),
    },
    {
      contentful_id: 'q2',
      question: 'Is there a minimum term?',
      answer: { childMarkdown: null },
    },
  ],
};

const richText: PageSection = {
  __typename: 'ContentfulSectionRichText',
  id: 'n-text',
  contentful_id: 'text',
  title: 'Terms of service',
  body: markdown('<h3 id="scope">Scope</h3><p>These terms apply.</p>'),
};

const pricing: PageSection = {
  __typename: 'ContentfulSectionPricingComparison',
  id: 'n-pricing',
  contentful_id: 'pricing',
  heading: 'Plans',
  intro: null,
  plans: [
    {
      contentful_id: 'p1',
      name: 'Starter',
      price: 'Free',
      description: 'For a first hire.',
      features: ['One contractor', 'Email support'],
      highlighted: false,
      tier: null,
      ctaLabel: 'Start free',
      ctaTarget: '/book-a-demo',
    },
    {
      contentful_id: 'p2',
      name: 'Team',
      price: '10% fee',
      description: 'For growing teams.',
      features: ['Unlimited contractors', 'Dedicated manager', 'Local contracts'],
      highlighted: true,
      tier: null,
      ctaLabel: null,
      ctaTarget: null,
    },
  ],
};

const caseStudyList: PageSection = {
  __typename: 'ContentfulSectionCaseStudyList',
  id: 'n-case-studies',
  contentful_id: 'case-studies',
  heading: 'Customer stories',
  intro: 'How teams hire with us.',
  caseStudies: [
    {
      contentful_id: 'acme',
      slug: 'acme',
      client: 'Acme',
      headline: 'Acme builds a support team',
      summary: 'Four time zones covered.',
      image: null,
    },
  ],
};

const form: PageSection = {
  __typename: 'ContentfulSectionForm',
  id: 'n-contact-form',
  contentful_id: 'contact-form',
  form: 'contact',
  heading: 'Send us a message',
  introText: null,
  labels: null,
  submitLabel: 'Send message',
  successHeading: null,
  successMessage: null,
  thankYouPage: null,
  document: null,
};

const all: PageSection[] = [
  hero,
  featureGrid,
  logoWall,
  stats,
  testimonials,
  callToAction,
  faq,
  richText,
  pricing,
  caseStudyList,
  form,
];

describe('Sections', () => {
  describe('every section type', () => {
    it('covers every section type in this test', () => {
      expect(all.map((section) => section.__typename).sort()).toEqual(Object.keys(SECTIONS).sort());
    });

    it('renders the hero heading as the one level-1 heading', () => {
      render(<Sections sections={all} />);
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
        'Build your team anywhere',
      ]);
    });

    it('renders every other section heading at level 2, in order', () => {
      render(<Sections sections={all} />);
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Why teams choose us',
        'Trusted by',
        'In numbers',
        'What clients say',
        'Ready to start?',
        'Questions',
        'Terms of service',
        'Plans',
        'Customer stories',
        'Send us a message',
      ]);
    });

    it('names each framed section by its heading', () => {
      render(<Sections sections={all.slice(1)} />);
      for (const name of ['Why teams choose us', 'In numbers', 'Questions', 'Plans']) {
        const region = screen.getByRole('region', { name });
        expect(within(region).getByRole('heading', { level: 2, name })).toBeInTheDocument();
      }
    });
  });

  describe('hero', () => {
    it('renders both buttons as links', () => {
      render(<Sections sections={[hero]} />);
      expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute(
        'href',
        '/book-a-demo',
      );
      expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
    });
  });

  describe('form', () => {
    it('renders the form and names it by the section heading', () => {
      render(<Sections sections={[form]} />);
      const region = screen.getByRole('region', { name: 'Send us a message' });
      expect(within(region).getByRole('form', { name: 'Send us a message' })).toHaveAttribute(
        'name',
        'contact',
      );
      expect(within(region).getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    });
  });

  describe('FAQ', () => {
    it('renders each question as a disclosure widget holding the answer HTML', () => {
      render(<Sections sections={[faq]} />);
      const summary = screen.getByText('How are contractors paid?');
      expect(summary.tagName).toBe('SUMMARY');
      const details = summary.closest('details');
      expect(details).not.toBeNull();
      expect(details).not.toHaveAttribute('open');
      const answer = within(details as HTMLElement).getByText(/Every month, in/);
      expect(answer.tagName).toBe('P');
      expect(within(answer).getByText('their currency').tagName).toBe('STRONG');
    });

    it('renders a question whose answer has no HTML', () => {
      render(<Sections sections={[faq]} />);
      expect(screen.getByText('Is there a minimum term?').closest('details')).not.toBeNull();
    });
  });

  describe('stats', () => {
    it('renders the figures as a description list: label term, value definition', () => {
      render(<Sections sections={[stats]} />);
      const terms = screen.getAllByRole('term');
      const definitions = screen.getAllByRole('definition');
      expect(terms.map((term) => term.textContent)).toEqual(['Countries', 'Lower fees']);
      expect(definitions.map((definition) => definition.textContent)).toEqual(['185+', '70%']);
      expect(terms[0]?.closest('dl')).toBe(definitions[0]?.closest('dl'));
    });
  });

  describe('pricing comparison', () => {
    it('renders each plan with its name, price and features as a list', () => {
      render(<Sections sections={[pricing]} />);
      const team = screen.getByRole('heading', { level: 3, name: 'Team' }).closest('article');
      expect(team).not.toBeNull();
      const plan = within(team as HTMLElement);
      expect(plan.getByText('10% fee')).toBeInTheDocument();
      expect(plan.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Unlimited contractors',
        'Dedicated manager',
        'Local contracts',
      ]);
      expect(plan.queryByRole('link')).toBeNull();
    });

    it("renders a plan's button when it has one", () => {
      render(<Sections sections={[pricing]} />);
      expect(screen.getByRole('link', { name: 'Start free' })).toHaveAttribute(
        'href',
        '/book-a-demo',
      );
    });
  });

  describe('feature grid, logos, testimonials, call to action and text', () => {
    it('render their content', () => {
      render(<Sections sections={all.slice(1)} />);
      expect(screen.getByRole('heading', { level: 3, name: 'Fair pay' })).toBeInTheDocument();
      expect(screen.getByText('We hired in a week.', { exact: false })).toBeInTheDocument();
      expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Book a Discovery Call' })).toHaveAttribute(
        'href',
        '/book-a-demo',
      );
      expect(screen.getByRole('heading', { level: 3, name: 'Scope' })).toHaveAttribute(
        'id',
        'scope',
      );
    });
  });

  describe('unknown section types', () => {
    it('are skipped without throwing, and the others still render', () => {
      const unknown = {
        __typename: 'ContentfulSectionVideo',
        id: 'n-video',
      } as unknown as PageSection;
      render(<Sections sections={[unknown, callToAction]} />);
      expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Ready to start?']);
    });
  });
});

describe('the registry', () => {
  it('has a component for every section type of the content models, and nothing else', () => {
    expect(Object.keys(SECTIONS).sort()).toEqual(sectionTypeIds.map(entryTypeName).sort());
  });
});

describe('case study list', () => {
  it('links a card to every case study', () => {
    render(<Sections sections={[caseStudyList]} />);
    expect(screen.getByRole('link', { name: 'Acme builds a support team' })).toHaveAttribute(
      'href',
      '/case-studies/acme',
    );
  });
});
