import * as v from '@ctb/shared/validation';

const nonEmptyString = v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty'));

/** The JSON the CMS renders into `script#page-config`, before the paths are decoded. */
export const rawPageConfigSchema = v.object({
  paasBaseUrl: v.pipe(nonEmptyString, v.url('must be an absolute URL')),
  language: v.optional(v.unknown()),
  currentPagePath: v.string('must be a base64 string'),
  currentLanguagePagePath: v.string('must be a base64 string'),
  loginCenterPath: v.string('must be a string'),
  pensionCalculator: v.optional(
    v.object({ serviceUrl: v.optional(nonEmptyString) }, 'must be an object'),
  ),
  editMode: v.optional(v.boolean('must be true or false'), false),
  mapsScriptUrl: v.optional(nonEmptyString),
  mapsMapId: v.optional(nonEmptyString),
  mapsApiKey: v.optional(nonEmptyString),
  eventForm: v.optional(
    v.object(
      { profilePKey: nonEmptyString, servicePKey: nonEmptyString },
      'must be an object with profilePKey and servicePKey',
    ),
  ),
  linkOrigins: v.optional(
    v.array(
      v.pipe(
        v.string('must be a string'),
        v.regex(/^https?:\/\/[^/?#\s]+$/, 'must be an http(s) origin without a path'),
      ),
      'must be a list of origins',
    ),
  ),
});

export type RawPageConfig = v.InferOutput<typeof rawPageConfigSchema>;
