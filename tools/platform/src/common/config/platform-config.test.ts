import { resolvePlatformConfig } from './platform-config';

describe('platform configuration', () => {
  it('uses the fixed local origins by default', () => {
    const config = resolvePlatformConfig({ repoRoot: '/repo' }, {});
    expect(config.cms).toEqual({ host: 'localhost', port: 8080 });
    expect(config.paas).toEqual({ host: '127.0.0.1', port: 8090 });
    expect(config.apps && config.apps.ports).toMatchObject({
      shell: 8100,
      calculators: 8103,
      chrome: 8107,
    });
  });

  it('reads ports and second app origins from the environment', () => {
    const config = resolvePlatformConfig(
      { repoRoot: '/repo' },
      {
        CTB_CMS_PORT: '18080',
        CTB_PAAS_PORT: '18090',
        CTB_EXTRA_APP_PORTS: 'lists=8111',
        CTB_SECOND_CALCULATORS_PORT: '8113',
        CTB_CORS_ORIGINS: 'http://localhost:3000, http://127.0.0.1:3000',
      },
    );
    expect(config.cms.port).toBe(18080);
    expect(config.paas.port).toBe(18090);
    expect(config.apps && config.apps.extra).toEqual([
      { app: 'lists', port: 8111 },
      { app: 'calculators', port: 8113 },
    ]);
    expect(config.extraCorsOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('refuses a port that is not a number and an app that does not exist', () => {
    expect(() => resolvePlatformConfig({ repoRoot: '/repo' }, { CTB_CMS_PORT: 'eighty' })).toThrow(
      /CTB_CMS_PORT/,
    );
    expect(() =>
      resolvePlatformConfig({ repoRoot: '/repo' }, { CTB_EXTRA_APP_PORTS: 'payments=9000' }),
    ).toThrow(/calculators=8113/);
  });
});
