import { createServer } from 'node:net';
import { startPlatform } from './platform';

/** Free loopback ports, found by binding port 0 and releasing it. */
async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let index = 0; index < count; index += 1) {
    ports.push(
      await new Promise<number>((resolve, reject) => {
        const probe = createServer();
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', () => {
          const address = probe.address();
          const port = typeof address === 'object' && address ? address.port : 0;
          probe.close(() => resolve(port));
        });
      }),
    );
  }
  return ports;
}

/** Whether a start failed because a port found free was taken before the platform bound it. */
function portTaken(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE';
}

/**
 * The whole platform on random free ports. A port found free may be taken before the platform
 * listens on it (by the identity provider this start binds to port 0 first, or another jest
 * worker): then it starts again on new ones.
 */
async function startOnFreePorts(lines: string[], attempts = 5) {
  const [cmsPort, paasPort, ...appPorts] = await freePorts(10);
  const [shell, lists, banksearch, calculators, forms, club, market, chrome, second] = appPorts;
  try {
    const platform = await startPlatform({
      cms: { port: cmsPort },
      paas: { port: paasPort },
      identityProvider: { port: 0 },
      dataDir: ':memory:',
      apps: {
        ports: { shell, lists, banksearch, calculators, forms, club, market, chrome },
        extra: [{ app: 'calculators', port: second ?? 0 }],
      },
      log: (line) => lines.push(line),
    });
    return { platform, cmsPort, paasPort, shell, calculators };
  } catch (error) {
    if (attempts <= 1 || !portTaken(error)) throw error;
    lines.length = 0;
    return startOnFreePorts(lines, attempts - 1);
  }
}

// The one test that binds real ports (random ones): the whole platform, as a browser meets it.
it('starts every origin, lets a page token reach the paas, and closes cleanly', async () => {
  const lines: string[] = [];
  const { platform, cmsPort, paasPort, shell, calculators } = await startOnFreePorts(lines);
  try {
    expect(platform.servers).toHaveLength(11);
    expect(platform.demoUrl).toBe(`http://localhost:${cmsPort}/de/index.html`);

    const page = await fetch(platform.demoUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`"paasBaseUrl":"http://127.0.0.1:${paasPort}"`);

    const { access_token: token } = (await (
      await fetch(`${platform.cmsUrl}/cachableservlets/token.json`)
    ).json()) as {
      access_token: string;
    };
    const credit = await fetch(`${platform.paasUrl}/api/calculators/credit`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        origin: platform.cmsUrl,
      },
      body: JSON.stringify({ creditAmount: 10000, interestRate: 5, term: 60, monthlyRate: null }),
    });
    expect(credit.status).toBe(200);
    expect(credit.headers.get('access-control-allow-origin')).toBe(platform.cmsUrl);
    expect(((await credit.json()) as { monthlyRate: number }).monthlyRate).toBe(188.71);

    const remotes = (await (
      await fetch(`http://localhost:${shell}/remotes.json`)
    ).json()) as Record<string, string>;
    expect(remotes.calculators).toBe(`http://localhost:${calculators}/mf-manifest.json`);
    expect(lines.some((line) => line.includes('calculators (second URL)'))).toBe(true);
  } finally {
    await platform.close();
  }
  expect(platform.servers).toHaveLength(0);
});
