// The whole framework-free core, except the zod schemas (`@vitrine/core-data/schemas`), which
// live in their own entry so that importing a formatter never pulls zod in.
export * from './constants';
export * from './cookies';
export * from './currencies';
export * from './data-layer';
export * from './enums';
export * from './format';
export * from './links';
export * from './query';
export * from './validation';
