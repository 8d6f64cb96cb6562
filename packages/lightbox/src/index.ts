export * from './core';
export * from './lightbox';
