import * as v from '@ctb/shared/validation';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

/** `data-config` of `forms/form-overlay`. */
export const formOverlayConfigSchema = v.object({
  /** The dialog's title; without it the link's text names the dialog. */
  title: v.optional(text),
});

export type FormOverlayConfig = v.InferOutput<typeof formOverlayConfigSchema>;
