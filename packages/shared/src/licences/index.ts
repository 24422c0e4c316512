export * from './licence-api';
export * from './licence-messages';
export * from './licence-status';
export * from './tax-id';
export * from './licence-standing';
