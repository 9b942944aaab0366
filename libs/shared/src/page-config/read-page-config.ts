import * as v from '@ctb/shared/validation';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../i18n/languages';
import { decodeBase64Utf8 } from './decode-base64';
import type { PageConfig } from './page-config';
import { PageConfigError } from './page-config-error';
import { rawPageConfigSchema } from './page-config-schema';

// Keyed by the script element, so a page that replaces the block is read again.
const cache = new WeakMap<Element, PageConfig>();

/**
 * Reads, validates and decodes `script#page-config`. The result is cached per script element.
 * Throws PageConfigError naming the setting that is missing or wrong.
 */
export function readPageConfig(doc: Document = document): PageConfig {
  const script = doc.querySelector('script#page-config');
  if (!script)
    throw new PageConfigError('Page configuration missing: no script#page-config on the page.');
  const cached = cache.get(script);
  if (cached) return cached;

  const config = parsePageConfig(script.textContent ?? '');
  cache.set(script, config);
  return config;
}

function parsePageConfig(text: string): PageConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PageConfigError('Page configuration is not valid JSON (script#page-config).');
  }
  const result = v.safeParse(rawPageConfigSchema, json);
  if (!result.success) {
    const issue = result.issues[0];
    const setting = v.getDotPath(issue) ?? undefined;
    const where = setting ? `setting "${setting}"` : 'the configuration';
    throw new PageConfigError(`Invalid page configuration: ${where} ${issue.message}.`, setting);
  }
  const raw = result.output;
  return {
    ...raw,
    language: toLanguage(raw.language),
    currentPagePath: decodePath(raw.currentPagePath, 'currentPagePath'),
    currentLanguagePagePath: decodePath(raw.currentLanguagePagePath, 'currentLanguagePagePath'),
  };
}

function toLanguage(value: unknown): Language {
  if (isLanguage(value)) return value;
  console.warn(
    `[@ctb/shared] Page configuration: setting "language" is ${JSON.stringify(value) ?? 'missing'}, ` +
      `expected one of ${LANGUAGES.join(', ')}. Falling back to "${DEFAULT_LANGUAGE}".`,
  );
  return DEFAULT_LANGUAGE;
}

function decodePath(encoded: string, setting: string): string {
  try {
    return decodeBase64Utf8(encoded);
  } catch {
    throw new PageConfigError(
      `Invalid page configuration: setting "${setting}" is not base64-encoded UTF-8.`,
      setting,
    );
  }
}
