export { ImageLightbox, OVERLAY_MARGIN, type ImageLightboxProps } from './image-lightbox';
export { lightboxImageSchema, type LightboxImage } from './lightbox-image';
export { messages as lightboxMessages } from './messages';
export { INFO_IDLE_MS } from './use-idle';
