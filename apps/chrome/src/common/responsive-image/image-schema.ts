import * as v from '@ctb/shared/validation';

/** A picture address: a path of this site or an https URL (the CSP decides which hosts load). */
export const imageUrlSchema = v.pipe(
  v.string(),
  v.regex(/^(\/(?![/\\])|https:\/\/)\S+$/, 'must be a site path or an https URL'),
);

const variantSchema = v.object({ res1x: imageUrlSchema, res2x: imageUrlSchema });

/**
 * The site's picture format (SPEC "List item" listImage/teaserImage): one variant per image
 * breakpoint, each in two resolutions, with its alternative text and copyright.
 */
export const responsiveImageSchema = v.object({
  xs: variantSchema,
  sm: variantSchema,
  md: variantSchema,
  lg: variantSchema,
  alt: v.string(),
  copyright: v.optional(v.string()),
});

export type ResponsiveImageData = v.InferOutput<typeof responsiveImageSchema>;
