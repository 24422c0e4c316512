export * from './schema';
export * from './domain-values';
export * from './client';
export * from './errors';
export * from './seed/index';
export * from './licence-pause';
export * from './tour-rating';
export * from './tour-graph/index';
