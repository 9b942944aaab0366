import * as v from '@ctb/shared/validation';
import type { NewsletterConfig } from './config-schema';

export interface NewsletterInput {
  emailAddress: string;
  topics: Record<string, boolean>;
  /** The honeypot: people never see it, robots fill it in. */
  website: string;
}

type Message = (id: string) => string;

/** The client-side check of the sign-up (SPEC: it must pass before anything is sent). */
export function newsletterSchema(config: NewsletterConfig, message: Message) {
  const required = config.checkboxes.filter((box) => box.required).map((box) => box.name);
  return v.object({
    emailAddress: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(message('forms.validation.required')),
      v.email(message('forms.validation.email')),
    ),
    topics: v.pipe(
      v.record(v.string(), v.boolean()),
      v.forward(
        v.check(
          (topics) => required.every((name) => topics[name] === true),
          message('forms.validation.choice'),
        ),
        [required[0] ?? ''],
      ),
    ),
    website: v.string(),
  });
}

/** SPEC "Newsletter payload": the address plus each ticked checkbox by its name set to true. */
export function newsletterPayload(input: NewsletterInput): Record<string, string | true> {
  const payload: Record<string, string | true> = { emailAddress: input.emailAddress.trim() };
  for (const [name, ticked] of Object.entries(input.topics)) if (ticked) payload[name] = true;
  return payload;
}
