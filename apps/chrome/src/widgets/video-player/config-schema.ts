import * as v from '@ctb/shared/validation';
import { imageUrlSchema } from '../../common/responsive-image';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

const nativeSchema = v.object({
  type: v.literal('native'),
  sources: v.pipe(
    v.array(v.object({ src: imageUrlSchema, type: v.pipe(v.string(), v.startsWith('video/')) })),
    v.minLength(1),
  ),
  captions: v.optional(
    v.object({
      src: imageUrlSchema,
      language: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
      label: text,
    }),
  ),
});

const youtubeSchema = v.object({
  type: v.literal('youtube'),
  id: v.pipe(v.string(), v.regex(/^[\w-]{11}$/, 'must be a YouTube video id')),
});

const vimeoSchema = v.object({
  type: v.literal('vimeo'),
  id: v.pipe(v.string(), v.regex(/^\d{5,12}$/, 'must be a Vimeo video id')),
});

/**
 * `chrome/video-player`: a video of the site's own (native) or of a video platform. Settings:
 * loop and muted; a video never starts by itself.
 */
export const videoPlayerConfigSchema = v.object({
  /** What the video shows: its accessible name. */
  title: text,
  /** The still shown before it plays (the site's own picture: nothing of a platform's). */
  poster: imageUrlSchema,
  video: v.variant('type', [nativeSchema, youtubeSchema, vimeoSchema]),
  loop: v.optional(v.boolean(), false),
  muted: v.optional(v.boolean(), false),
});

export type VideoPlayerConfig = v.InferOutput<typeof videoPlayerConfigSchema>;
export type NativeVideo = v.InferOutput<typeof nativeSchema>;
export type PlatformVideo = v.InferOutput<typeof youtubeSchema> | v.InferOutput<typeof vimeoSchema>;
