'use client';
export * from './banner';
export * from './policy';
export * from './settings';
export * from './store';
