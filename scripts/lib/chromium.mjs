// Finds a Chromium for the e2e suites, installing Debian's package when we are root and it is missing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { log } from './run.mjs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "No Chromium found. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium/Chrome binary.",
    );
  }
  log("Installing Debian's Chromium (apt-get)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  if (!existsSync('/usr/bin/chromium'))
    throw new Error('apt-get installed chromium but /usr/bin/chromium is missing');
  return '/usr/bin/chromium';
}
