import type { Language } from '../i18n';
import { withCommonMessages } from '../i18n/i18n-provider';
import { cataloguesIn } from '../i18n/languages-on-demand';
import type { WidgetDefinition, WidgetImplementation } from './types';
import { validateWidgetConfig } from './widget-config';

/** A widget ready to render: its code arrived and its config passed the schema. */
export interface LoadedWidget {
  implementation: WidgetImplementation;
  config: unknown;
}

// One download per widget and page, shared by all its elements. A failed load is forgotten, so
// an element that arrives later (or the next release's chunk) is tried again.
const implementations = new WeakMap<WidgetDefinition, Promise<WidgetImplementation>>();

function loadImplementation(definition: WidgetDefinition): Promise<WidgetImplementation> {
  let loading = implementations.get(definition);
  if (!loading) {
    // No pacing of its own: the chunks' script elements are started a few per task by the
    // build's PacedScriptLoadsPlugin, and the element's root already came in a paced task.
    loading = Promise.resolve()
      .then(() => definition.load())
      .then((module) => {
        if (!module?.default?.component || !module.default.configSchema)
          throw new Error('the loaded module has no widgetImplementation as its default export');
        return module.default;
      });
    loading.catch(() => implementations.delete(definition));
    implementations.set(definition, loading);
  }
  return loading;
}

function describeLoadError(error: unknown): string {
  if (error instanceof Error)
    return error.name === 'Error' ? error.message : `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Loads a widget's code (and its texts in the page language, when the build left them out of
 * its chunk) and validates the element's config with its schema. Resolves `null` after calling
 * `fail` once with what went wrong, so the caller renders nothing.
 */
export function loadWidget(
  definition: WidgetDefinition,
  configJson: unknown,
  language: Language,
  fail: (message: string, cause?: unknown) => void,
): Promise<LoadedWidget | null> {
  return loadImplementation(definition).then(
    async (implementation) => {
      const result = validateWidgetConfig(configJson, implementation.configSchema);
      if (!result.ok) {
        fail(result.message);
        return null;
      }
      // The common texts in the page language arrive with the widget's (one wait, not two), in
      // the list its I18nProvider reads, so the first render finds them ready.
      await cataloguesIn(withCommonMessages(implementation.messages), language);
      return { implementation, config: result.config };
    },
    (error: unknown) => {
      fail(`its code did not load (${describeLoadError(error)})`);
      return null;
    },
  );
}
