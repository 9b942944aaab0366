/**
 * Loads a domain's remote the way webpack's own container runtime expects: its mf-manifest.json
 * names the entry script and the global it sets; the entry joins the page's one share scope
 * (init), then hands out the exposed module (get).
 */
import { nextTask } from './next-task';

interface Container {
  init(shareScope: Record<string, unknown>): unknown;
  get(module: string): Promise<() => unknown>;
}

export interface RemoteManifest {
  globalName: string;
  entryUrl: string;
  buildVersion: string | undefined;
}

const shareScope: Record<string, unknown> = {};
const containers = new Map<string, Promise<Container>>();

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export async function readManifest(url: string): Promise<RemoteManifest> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'omit' });
  } catch (error) {
    throw new Error(`manifest ${url} could not be fetched (${(error as Error).message})`);
  }
  if (!response.ok) throw new Error(`manifest ${url} answered ${response.status}`);
  let json: { metaData?: Record<string, unknown> };
  try {
    json = (await response.json()) as typeof json;
  } catch {
    throw new Error(`manifest ${url} is not valid JSON`);
  }
  const meta = json?.metaData ?? {};
  const entry = meta['remoteEntry'] as { name?: unknown; path?: unknown } | undefined;
  const globalName = text(meta['globalName']);
  const entryName = text(entry?.name);
  if (!globalName || !entryName) throw new Error(`manifest ${url} names no remote entry`);
  const buildInfo = meta['buildInfo'] as { buildVersion?: unknown } | undefined;
  return {
    globalName,
    entryUrl: new URL(`${text(entry?.path) ?? ''}${entryName}`, url).href,
    buildVersion: text(buildInfo?.buildVersion),
  };
}

function loadScript(url: string, nonce: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    if (nonce) script.nonce = nonce;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error());
    // A plain string: the shell's Trusted Types default policy admits the remotes' origins.
    script.src = url;
    document.head.append(script);
  });
}

interface ScriptGlobal<T> {
  /** What the script is, for errors: "remote entry", "script". */
  what: string;
  url: string;
  /** The global the script sets, and what it must be ("container", "module"). */
  globalName: string;
  kind: string;
  isExpected: (value: unknown) => value is T;
}

/** Runs a script with the page nonce and returns the global it sets. */
export async function loadScriptGlobal<T>(
  { what, url, globalName, kind, isExpected }: ScriptGlobal<T>,
  nonce: string | undefined,
): Promise<T> {
  await loadScript(url, nonce).catch(() => {
    throw new Error(`${what} ${url} could not be loaded`);
  });
  const found: unknown = (window as unknown as Record<string, unknown>)[globalName];
  if (!isExpected(found)) throw new Error(`${what} ${url} set no ${kind} "${globalName}"`);
  return found;
}

const isContainer = (value: unknown): value is Container =>
  typeof (value as Partial<Container> | undefined)?.get === 'function';

async function container(manifest: RemoteManifest, nonce: string | undefined) {
  const found = await loadScriptGlobal(
    {
      what: 'remote entry',
      url: manifest.entryUrl,
      globalName: manifest.globalName,
      kind: 'container',
      isExpected: isContainer,
    },
    nonce,
  );
  await found.init(shareScope);
  return found;
}

export async function loadExposed(
  manifest: RemoteManifest,
  module: string,
  nonce: string | undefined,
): Promise<unknown> {
  let pending = containers.get(manifest.entryUrl);
  if (!pending) {
    pending = container(manifest, nonce);
    containers.set(manifest.entryUrl, pending);
  }
  const factory = await (await pending).get(module);
  // Remotes waiting on the same shared chunk (react-dom) all get their modules when it arrives:
  // each one's code runs in a task of its own instead of all in that chunk's task.
  await nextTask();
  return factory();
}
