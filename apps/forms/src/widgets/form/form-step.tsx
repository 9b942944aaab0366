import { forwardRef } from 'react';
import type { FormStep as Step } from '../../common/definition/definition-schema';
import { FieldRenderer } from '../../common/fields/field-renderer';
import type { FormState } from '../../common/rules/conditions';
import parts from '../../common/form-parts/form-parts.module.css';
import styles from './form.module.css';

interface FormStepProps {
  step: Step;
  state: FormState;
  headingLevel: 2 | 3 | 4 | 5;
  /** A form of one step shows no step heading of its own. */
  showHeading: boolean;
  readOnly?: boolean;
}

/** One step: its heading (which takes the focus when the step opens) and its fields. */
export const FormStepView = forwardRef<HTMLHeadingElement, FormStepProps>(function FormStepView(
  { step, state, headingLevel, showHeading, readOnly },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.stepBody}>
      {showHeading && (
        <Heading ref={ref} className={styles.stepHeading} tabIndex={-1}>
          {step.title}
        </Heading>
      )}
      {step.description && <p className={styles.stepDescription}>{step.description}</p>}
      <div className={parts.fields}>
        {step.fields.map((field) => (
          <FieldRenderer
            key={field.id}
            field={field}
            state={
              state.fields[field.id] ?? { visible: true, enabled: true, required: field.required }
            }
            readOnly={readOnly}
          />
        ))}
      </div>
    </div>
  );
});
