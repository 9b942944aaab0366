import { renderHook } from '@testing-library/react';
import { installPageConfigForTests } from './testing/install-page-config';
import { usePageConfig } from './use-page-config';

describe('usePageConfig', () => {
  afterEach(() => document.querySelector('script#page-config')?.remove());

  it('gives components the validated page configuration', () => {
    installPageConfigForTests({ language: 'fr' });
    const { result } = renderHook(() => usePageConfig());
    expect(result.current.language).toBe('fr');
    expect(result.current.currentPagePath).toBe('/de/privatkunden');
  });
});
