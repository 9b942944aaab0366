import { findRepoRoot } from './paths';
import { shellSingletons } from './shell-singletons';

describe("the shell's singletons, read from the workspace", () => {
  it('name each shared library with the range of tools/build and the version the shell installs', () => {
    const singletons = shellSingletons(findRepoRoot(__dirname));
    expect(singletons.map((singleton) => singleton.name)).toEqual([
      'react',
      'react-dom',
      'jotai',
      'react-intl',
      '@ctb/shared',
    ]);
    const react = singletons.find((singleton) => singleton.name === 'react');
    expect(react?.range).toBe('^19.2.0');
    expect(react?.version).toMatch(/^19\.\d+\.\d+$/);
  });
});
