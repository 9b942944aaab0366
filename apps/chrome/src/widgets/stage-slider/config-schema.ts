import * as v from '@ctb/shared/validation';
import { imageUrlSchema, responsiveImageSchema } from '../../common/responsive-image';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

const videoSchema = v.object({
  /** Sources in order of preference (e.g. WebM, then MP4), served by the site. */
  sources: v.pipe(
    v.array(v.object({ src: imageUrlSchema, type: v.pipe(v.string(), v.startsWith('video/')) })),
    v.minLength(1),
  ),
  /** A text track of captions (WebVTT), when the video speaks. */
  captions: v.optional(
    v.object({
      src: imageUrlSchema,
      language: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
      label: text,
    }),
  ),
});

const slideSchema = v.object({
  id: text,
  heading: text,
  text: v.optional(v.string()),
  /** The picture (for a video slide: its poster, shown before it plays and to reduced motion). */
  image: responsiveImageSchema,
  video: v.optional(videoSchema),
  link: v.optional(v.object({ href: text, text: text })),
});

/** `chrome/stage-slider`: the slides at the top of a page. */
export const stageSliderConfigSchema = v.object({
  /** The region's name (default "Aktuelle Angebote"). */
  label: v.optional(text),
  /** Heading level of the slides' headings (default 2). */
  headingLevel: v.optional(v.picklist([1, 2, 3])),
  slides: v.array(slideSchema),
  /**
   * The element (CSS selector) where regional content puts its stage slides
   * (`banksearch/regional-content` `stageSelector`): its `[data-stage-slide]` children join the
   * slider first and leave again, followed through `ctb:stage-slides-changed`.
   */
  regionalSlides: v.optional(text),
});

export type StageSliderConfig = v.InferOutput<typeof stageSliderConfigSchema>;
export type StageSlideData = v.InferOutput<typeof slideSchema>;
