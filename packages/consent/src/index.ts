'use client';
export * from './banner';
export * from './google-consent-mode';
export * from './policy';
export * from './server-banner';
export * from './settings';
export * from './store';
