import {
  resolvePlatformConfig,
  type PlatformConfig,
  type PlatformOptions,
} from '../common/config/platform-config';

/** A config for inject()-based tests: fixed clock, silent log, no environment, no app servers. */
export function testConfig(options: PlatformOptions = {}): PlatformConfig {
  return resolvePlatformConfig(
    {
      apps: false,
      tokenSecret: 'test-secret',
      dataDir: ':memory:',
      now: () => new Date('2026-03-02T10:00:00Z'),
      log: () => {},
      ...options,
    },
    {},
  );
}
