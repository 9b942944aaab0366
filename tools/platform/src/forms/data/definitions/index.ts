import type { Language } from '../../../common/config/app-names';
import type { FormDefinition } from '../definition-types';
import { accountOpeningForm } from './account-opening-form';
import { appointmentForm } from './appointment-form';
import { complaintForm } from './complaint-form';
import { contactForm } from './contact-form';
import { eventRegistrationForm } from './event-registration-form';

const FORMS: Record<string, (language: Language) => FormDefinition> = {
  kontakt: contactForm,
  terminvereinbarung: appointmentForm,
  beschwerde: complaintForm,
  kontoeroeffnung: accountOpeningForm,
  veranstaltung: eventRegistrationForm,
};

export const FORM_IDS = Object.keys(FORMS);

/** A form's definition in a page language, or undefined for an unknown FORMID. */
export function formDefinition(formId: string, language: Language): FormDefinition | undefined {
  return Object.hasOwn(FORMS, formId) ? FORMS[formId]?.(language) : undefined;
}
