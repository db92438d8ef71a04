/** Every variable the site reads; tests hold the readers and docs/settings.md to this list. */
import { THIRD_PARTIES } from '../services/third-parties/registry';

export type Reader = 'browser' | 'build' | 'functions' | 'scripts';

export interface SettingDefinition {
  name: string;
  readBy: readonly Reader[];
  /** Never in the browser, never in a message. */
  secret?: true;
  wrong?: string;
}

const CONTENT: readonly SettingDefinition[] = [
  { name: 'CONTENTFUL_SPACE_ID', readBy: ['build', 'scripts'], wrong: 'space/id' },
  { name: 'CONTENTFUL_ACCESS_TOKEN', readBy: ['build', 'scripts'], secret: true, wrong: 'a b' },
  { name: 'CONTENTFUL_ENVIRONMENT', readBy: ['build', 'scripts'], wrong: 'main/x' },
  { name: 'CONTENTFUL_HOST', readBy: ['build', 'scripts'], wrong: 'https://cdn.example' },
  { name: 'CONTENTFUL_MANAGEMENT_TOKEN', readBy: ['scripts'], secret: true },
  { name: 'CONTENTFUL_MANAGEMENT_HOST', readBy: ['scripts'] },
  { name: 'CONTENTFUL_UPLOAD_HOST', readBy: ['scripts'] },
  { name: 'CONTENT_DIR', readBy: ['build', 'scripts'], wrong: 'package.json' },
];

const BUILD: readonly SettingDefinition[] = [
  { name: 'NODE_ENV', readBy: ['build', 'browser'] },
  { name: 'SITE_URL', readBy: ['build', 'browser', 'functions'], wrong: 'www.example.org' },
  { name: 'URL', readBy: ['build', 'browser', 'functions'], wrong: 'www.example.org' },
  { name: 'NETLIFY', readBy: ['build'] },
  { name: 'NETLIFY_LOCAL', readBy: ['build'] },
  { name: 'GATSBY_CPU_COUNT', readBy: ['build'], wrong: 'many' },
  { name: 'GATSBY_CONTENTFUL_OFFLINE', readBy: ['build'], wrong: 'yes' },
];

const BROWSER: readonly SettingDefinition[] = [
  { name: 'GATSBY_CLIENT_APP_URL', readBy: ['build', 'browser'], wrong: 'app.example.org' },
  { name: 'GATSBY_API_URL', readBy: ['build', 'browser'], wrong: 'api.example.org' },
  { name: 'GATSBY_AUTH_COOKIE_DOMAIN', readBy: ['build', 'browser'], wrong: 'not a host' },
  { name: 'GATSBY_AUTH_COOKIE_PATH', readBy: ['build', 'browser'], wrong: 'auth' },
  { name: 'GATSBY_NEW_BUILD_POLL_SECONDS', readBy: ['build', 'browser'], wrong: 'soon' },
  { name: 'GATSBY_BOOKING_SLOTS_URL', readBy: ['build', 'browser'], wrong: 'cal.example/free' },
  { name: 'GATSBY_BOOKING_URL', readBy: ['build', 'browser'], wrong: 'https://cal.example' },
  {
    name: 'GATSBY_BOOKING_FRAME_ORIGINS',
    readBy: ['build', 'browser'],
    wrong: 'https://partner.example/page',
  },
  { name: 'GATSBY_COUNTRY_LOOKUP_URL', readBy: ['build', 'browser'], wrong: 'lookup' },
  { name: 'GATSBY_DEFAULT_PHONE_COUNTRY', readBy: ['build', 'browser'], wrong: 'UK' },
  { name: 'GATSBY_EXTERNAL_SCRIPTS', readBy: ['build', 'browser'], wrong: 'maybe' },
  ...THIRD_PARTIES.map(({ variable }): SettingDefinition => ({
    name: variable,
    readBy: ['build', 'browser'],
    wrong: 'not an id',
  })),
  { name: 'GATSBY_WEB_VITALS_SAMPLE_RATE', readBy: ['build', 'browser'], wrong: '25%' },
];

const FUNCTIONS: readonly SettingDefinition[] = [
  { name: 'EMAIL_API_URL', readBy: ['build', 'functions'], wrong: 'http://mail.example' },
  { name: 'EMAIL_API_KEY', readBy: ['build', 'functions'], secret: true, wrong: 'a key' },
  { name: 'EMAIL_FROM', readBy: ['build', 'functions'], wrong: 'Reports <r@example.org>' },
  { name: 'LEAD_EMAIL_TO', readBy: ['build', 'functions'], wrong: 'sales' },
  { name: 'LEAD_EMAIL_TO_SALES', readBy: ['build', 'functions'], wrong: 'sales' },
  { name: 'LEAD_EMAIL_TO_SUPPORT', readBy: ['build', 'functions'], wrong: 'support' },
  { name: 'LEAD_EMAIL_TO_FEEDBACK', readBy: ['build', 'functions'], wrong: 'feedback' },
  // A webhook's address often carries its token.
  {
    name: 'LEAD_WEBHOOK_URL',
    readBy: ['build', 'functions'],
    secret: true,
    wrong: 'http://crm.example',
  },
  { name: 'BOOKING_TEAM_TIME_ZONE', readBy: ['build', 'functions'], wrong: 'Mars/Olympus' },
  { name: 'BOOKING_TEAM_EMAIL', readBy: ['build', 'functions'], wrong: 'team' },
  { name: 'SITE_NAME', readBy: ['functions'] },
  { name: 'SITE_ID', readBy: ['functions'] },
  // Former names, read only to stop a build that still sets them.
  { name: 'REPORT_EMAIL_API_URL', readBy: ['build'], wrong: 'https://mail.example' },
  { name: 'REPORT_EMAIL_API_KEY', readBy: ['build'], wrong: 'key' },
  { name: 'REPORT_EMAIL_FROM', readBy: ['build'], wrong: 'r@example.org' },
];

export const SETTINGS: readonly SettingDefinition[] = [
  ...CONTENT,
  ...BUILD,
  ...BROWSER,
  ...FUNCTIONS,
];
