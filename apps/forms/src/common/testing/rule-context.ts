import type { Language } from '@ctb/shared/runtime';
import { createIntl } from 'react-intl';
import type { RemainingLimits } from '../definition/definition-schema';
import { messages } from '../messages';
import { ruleContext } from '../rules/rule-context';

/** The rules as a page in `language` applies them, on a fixed day (a Wednesday). */
export function testRuleContext(
  language: Language = 'de',
  {
    limits,
    touch = false,
    today = new Date(2026, 2, 18),
  }: { limits?: RemainingLimits; touch?: boolean; today?: Date } = {},
) {
  const intl = createIntl({
    locale: language,
    messages: { ...messages.de, ...messages[language] },
  });
  return ruleContext(intl, language, limits, touch, today);
}
