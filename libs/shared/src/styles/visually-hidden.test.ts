import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../../..');
const sharedCss = readFileSync(join(__dirname, 'visually-hidden.module.css'), 'utf8');

function cssModulesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.module.css'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes('node_modules') && !path.includes('/dist/'));
}

describe('visually hidden', () => {
  it('keeps the element in a clipped 1 px box out of the layout', () => {
    // jest maps CSS module class names to themselves, so the stylesheet applies as written.
    const style = document.createElement('style');
    style.textContent = sharedCss;
    document.head.append(style);
    const element = document.createElement('span');
    element.className = 'visuallyHidden';
    document.body.append(element);
    try {
      expect(getComputedStyle(element)).toMatchObject({
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
      });
    } finally {
      style.remove();
      element.remove();
    }
  });

  it('is the one copy: every other .visuallyHidden in apps and libs composes it', () => {
    const copies = [...cssModulesBelow(join(root, 'apps')), ...cssModulesBelow(join(root, 'libs'))]
      .filter((path) => !path.endsWith('visually-hidden.module.css'))
      .flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(/^\.visuallyHidden \{([^}]*)\}/gm)]
          .filter((match) => !/^\s*composes: visuallyHidden from '[^']+';\s*$/.test(match[1] ?? ''))
          .map(() => path.slice(root.length + 1)),
      );
    expect(copies).toEqual([]);
  });
});
