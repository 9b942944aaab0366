import { useState } from 'react';
import type { PageConfig } from './page-config';
import { readPageConfig } from './read-page-config';

/** The page configuration; throws PageConfigError (caught by the widget's error boundary). */
export function usePageConfig(): PageConfig {
  const [config] = useState(() => readPageConfig());
  return config;
}
