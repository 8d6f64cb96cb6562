'use client';
export * from './captcha';
export * from './core';
export {
  type FormDefinitionResult,
  type NormalizedFormDefinition,
  normalizeFormDefinition,
  parseFormDefinition,
} from './definition';
export * from './drafts';
export * from './form';
export * from './newsletter';
export * from './validation';
