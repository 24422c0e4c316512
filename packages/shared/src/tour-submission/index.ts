export * from './constants';
export * from './countries';
export * from './messages';
export * from './schema';
export * from './form-rules';
export * from './steps';
export * from './sku';
export * from './pending-tour';
