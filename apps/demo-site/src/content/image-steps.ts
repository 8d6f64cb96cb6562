/** Image size steps, spec 001 §9, from the media package (largest first). */
export { IMAGE_SIZE_STEPS } from '@vitrine/media/image-core';
