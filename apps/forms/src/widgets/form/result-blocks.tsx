import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import type { FormDefinition } from '../../common/definition/definition-schema';
import { Notice, NoticeText, type HeadingLevel } from '../../common/form-parts/notice';

/** Shown instead of the form after a successful submission; it takes the focus. */
export const SuccessBlock = forwardRef<
  HTMLDivElement,
  { definition: FormDefinition; reference: string; headingLevel: HeadingLevel }
>(function SuccessBlock({ definition, reference, headingLevel }, ref) {
  const intl = useIntl();
  return (
    <Notice
      ref={ref}
      tone="success"
      role="status"
      focusable
      headingLevel={headingLevel}
      title={definition.texts.successTitle ?? intl.formatMessage({ id: 'forms.form.successTitle' })}
    >
      <NoticeText>
        {definition.texts.successText ?? intl.formatMessage({ id: 'forms.form.successText' })}
      </NoticeText>
      <NoticeText>{intl.formatMessage({ id: 'forms.form.reference' }, { reference })}</NoticeText>
    </Notice>
  );
});

/** The error notification: a failed submission, form token or prefill; the values stay. */
export function ErrorBlock({
  definition,
  headingLevel,
}: {
  definition: FormDefinition;
  headingLevel: HeadingLevel;
}) {
  const intl = useIntl();
  return (
    <Notice
      tone="error"
      role="alert"
      headingLevel={headingLevel}
      title={definition.texts.errorTitle ?? intl.formatMessage({ id: 'forms.form.errorTitle' })}
    >
      <NoticeText>
        {definition.texts.errorText ?? intl.formatMessage({ id: 'forms.form.errorText' })}
      </NoticeText>
    </Notice>
  );
}
