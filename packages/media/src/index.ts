export * from './image';
export * from './image-core';
export * from './video';
export * from './video-core';
