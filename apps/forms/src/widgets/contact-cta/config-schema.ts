import * as v from '@ctb/shared/validation';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

/** `data-config` of `forms/contact-cta`. */
export const contactCtaConfigSchema = v.object({
  title: text,
  text: v.optional(text),
  /** The button's text (default "Kontakt aufnehmen"). */
  label: v.optional(text),
  /**
   * The form page (a path of this site): the overlay loads its form; without script it opens.
   * Checked at render by the shared link check (`safeSitePath`): anything else (a `javascript:`
   * URL, another host) is dropped and logged, and the invitation shows without its button.
   */
  href: v.string(),
  /** The dialog's title (default: the button's text). */
  overlayTitle: v.optional(text),
  /** Values the form starts with, by field id. */
  prefill: v.optional(v.record(v.string(), v.string())),
  headingLevel: v.optional(v.picklist([2, 3, 4], 'must be 2, 3 or 4'), 2),
});

export type ContactCtaConfig = v.InferOutput<typeof contactCtaConfigSchema>;
