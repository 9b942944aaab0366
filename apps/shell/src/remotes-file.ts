import * as v from 'valibot';

const domainName = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'a lower-case domain name'));
const remotesFileSchema = v.record(
  domainName,
  v.pipe(v.string(), v.url('an absolute manifest URL')),
);

export type RemotesFile = v.InferOutput<typeof remotesFileSchema>;

/** The runtime map of domain -> manifest URL: releasing a domain changes one line of it. */
export async function loadRemotesFile(url: string): Promise<RemotesFile> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'omit' });
  if (!response.ok) throw new Error(`remotes file ${url} answered ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error(`remotes file ${url} is not valid JSON`);
  }
  const result = v.safeParse(remotesFileSchema, json);
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(
      `remotes file ${url} is invalid at "${v.getDotPath(issue) ?? ''}": ${issue.message}`,
    );
  }
  return result.output;
}
