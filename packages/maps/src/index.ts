export * from './core';
export * from './loader';
export * from './map';
export * from './places';
