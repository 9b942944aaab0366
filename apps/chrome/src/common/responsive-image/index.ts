export { imageUrlSchema, responsiveImageSchema, type ResponsiveImageData } from './image-schema';
export {
  IMAGE_WIDTHS,
  imageSrcSet,
  ResponsiveImage,
  type ResponsiveImageProps,
} from './responsive-image';
