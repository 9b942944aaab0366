import * as v from '@ctb/shared/validation';
import { safeSitePath } from '@ctb/shared/runtime';

const copySchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/**
 * `data-config` of `banksearch/redirect-popover`. Title and text are required by the popover;
 * without them it logs "Missing popover configuration" and stays closed.
 */
export const redirectPopoverConfigSchema = v.object({
  title: v.optional(copySchema),
  /** `{branch}` stands for the stored branch's name. */
  text: v.optional(copySchema),
  goLabel: v.optional(copySchema),
  stayLabel: v.optional(copySchema),
  /** The root path of the bank site this page belongs to; looked up on the paas when absent. */
  siteRootPath: v.optional(
    v.pipe(
      copySchema,
      v.check(
        (path) => safeSitePath(path, 'banksearch/redirect-popover siteRootPath') !== undefined,
        'must be a path of this site beginning with one "/"',
      ),
    ),
  ),
});

export type RedirectPopoverConfig = v.InferOutput<typeof redirectPopoverConfigSchema>;
