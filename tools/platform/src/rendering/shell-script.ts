/**
 * How the page includes the shell, switchable per request with `?shell=` so QA can prove the
 * shell copes with each way a CMS template might include it.
 */
export const SHELL_MODES = ['defer', 'async', 'end', 'twice'] as const;
export type ShellMode = (typeof SHELL_MODES)[number];

export function isShellMode(value: string): value is ShellMode {
  return (SHELL_MODES as readonly string[]).includes(value);
}

export interface ShellTags {
  head: string;
  bodyEnd: string;
}

/**
 * defer: in the head with `defer` (runs after parsing; the default).
 * async: in the head with `async` (may run before the body exists).
 * end: a plain blocking script as the last element of the body.
 * twice: defer in the head and again at the end of the body (the shell must start only once).
 */
export function shellTags(shellUrl: string, mode: ShellMode): ShellTags {
  const tag = (attribute: string) => `<script src="${shellUrl}"${attribute}></script>`;
  switch (mode) {
    case 'defer':
      return { head: tag(' defer'), bodyEnd: '' };
    case 'async':
      return { head: tag(' async'), bodyEnd: '' };
    case 'end':
      return { head: '', bodyEnd: tag('') };
    case 'twice':
      return { head: tag(' defer'), bodyEnd: tag('') };
  }
}
