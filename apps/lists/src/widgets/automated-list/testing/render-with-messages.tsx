import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider, type Language, type MessageCatalogues } from '@ctb/shared/runtime';

/** Renders a list part with its own messages, as the widget root's I18nProvider would. */
export function renderWithMessages(
  ui: ReactElement,
  messages: MessageCatalogues,
  language: Language = 'de',
) {
  return render(
    <I18nProvider language={language} messages={messages}>
      {ui}
    </I18nProvider>,
  );
}
