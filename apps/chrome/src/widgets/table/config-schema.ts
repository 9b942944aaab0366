import * as v from '@ctb/shared/validation';

/** `chrome/table`: a table of the CMS's rich text, made responsive. */
export const tableConfigSchema = v.object({
  /** The table's markup (`<table>` with `thead`/`th` as the editor set them), sanitised. */
  html: v.pipe(v.string(), v.regex(/<table[\s>]/i, 'must hold a <table>')),
  /** A caption when the markup has none: it names the table and its scroll region. */
  caption: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
});

export type TableConfig = v.InferOutput<typeof tableConfigSchema>;
