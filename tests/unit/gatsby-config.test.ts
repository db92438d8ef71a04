/**
 * gatsby-config.ts loads whatever the environment holds: Gatsby takes an error thrown while it
 * loads the file for a failed compile and goes on with an empty configuration, so the settings
 * are checked when Gatsby starts instead (gatsby/build-settings.ts, gatsby-node.ts).
 */
const loadConfig = () =>
  jest.isolateModulesAsync(async () => {
    await import('../../gatsby-config');
  });

type PluginEntry = string | { resolve: string; options?: Record<string, unknown> };

const pluginOptions = async (name: string) => {
  let plugins: PluginEntry[] = [];
  await jest.isolateModulesAsync(async () => {
    plugins = (await import('../../gatsby-config')).default.plugins as PluginEntry[];
  });
  const entry = plugins.find((plugin) => typeof plugin !== 'string' && plugin.resolve === name);
  return typeof entry === 'object' ? entry.options : undefined;
};

describe('gatsby-config', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('loads with the runtime variables unset', async () => {
    delete process.env.GATSBY_API_URL;
    delete process.env.GATSBY_NEW_BUILD_POLL_SECONDS;
    await expect(loadConfig()).resolves.toBeUndefined();
  });

  it.each([
    ['GATSBY_API_URL', 'api.example.com'],
    ['GATSBY_AUTH_COOKIE_DOMAIN', 'not a host'],
    ['GATSBY_AUTH_COOKIE_PATH', 'auth'],
    ['GATSBY_NEW_BUILD_POLL_SECONDS', 'soon'],
    ['GATSBY_BOOKING_SLOTS_URL', 'cal.example/free'],
    ['GATSBY_BOOKING_FRAME_ORIGINS', 'https://partner.example/page'],
    ['GATSBY_CLIENT_APP_URL', 'app.example.org'],
    ['GATSBY_COUNTRY_LOOKUP_URL', 'lookup'],
    ['GATSBY_EXTERNAL_SCRIPTS', 'maybe'],
    ['CONTENTFUL_SPACE_ID', 'space0only'],
    ['SITE_URL', 'www.example.org'],
    ['GATSBY_CPU_COUNT', 'many'],
  ])(
    'loads, without throwing, when %s is wrong (the start of the build stops it)',
    async (name, value) => {
      process.env[name] = value;
      await expect(loadConfig()).resolves.toBeUndefined();
    },
  );

  it("writes emotion's style source maps in development only", async () => {
    // The plugin's default writes them into production modules too, which misled the chunking.
    Object.assign(process.env, { NODE_ENV: 'production' });
    await expect(pluginOptions('gatsby-plugin-emotion')).resolves.toEqual({ sourceMap: false });
    Object.assign(process.env, { NODE_ENV: 'development' });
    await expect(pluginOptions('gatsby-plugin-emotion')).resolves.toEqual({ sourceMap: true });
  });
});
