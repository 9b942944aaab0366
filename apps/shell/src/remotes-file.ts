/**
 * The runtime map of domain -> manifest URL: releasing a domain changes one line of it. Checked
 * by hand, not with valibot: the shell is on every page, and the validator would arrive twice
 * (each remote carries its own copy).
 */
export type RemotesFile = Record<string, string>;

const DOMAIN_NAME = /^[a-z][a-z0-9-]*$/;

export function isAbsoluteUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** Where the file is wrong and how (`at "<domain>": <what it must be>`), or undefined. */
function problemOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return 'at "": an object of domain -> manifest URL';
  }
  for (const [domain, url] of Object.entries(json)) {
    if (!DOMAIN_NAME.test(domain)) return `at "${domain}": a lower-case domain name`;
    if (!isAbsoluteUrl(url)) return `at "${domain}": an absolute manifest URL`;
  }
  return undefined;
}

export async function loadRemotesFile(url: string): Promise<RemotesFile> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'omit' });
  if (!response.ok) throw new Error(`remotes file ${url} answered ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error(`remotes file ${url} is not valid JSON`);
  }
  const problem = problemOf(json);
  if (problem) throw new Error(`remotes file ${url} is invalid ${problem}`);
  return { ...(json as RemotesFile) };
}
