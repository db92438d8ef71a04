/** The build stops on a malformed browser-runtime variable, before Gatsby does any work. */
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
  ])('stops when %s is malformed', async (name, value) => {
    process.env[name] = value;
    await expect(loadConfig()).rejects.toThrow(name);
  });

  it("writes emotion's style source maps in development only", async () => {
    // The plugin's default writes them into production modules too, which misled the chunking.
    Object.assign(process.env, { NODE_ENV: 'production' });
    await expect(pluginOptions('gatsby-plugin-emotion')).resolves.toEqual({ sourceMap: false });
    Object.assign(process.env, { NODE_ENV: 'development' });
    await expect(pluginOptions('gatsby-plugin-emotion')).resolves.toEqual({ sourceMap: true });
  });
});
