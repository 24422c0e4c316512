export * from './endpoint';
export * from './tours.api';
