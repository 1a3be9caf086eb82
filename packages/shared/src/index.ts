export * from './constants.js';
export * from './messages.js';
export * from './errors.js';
export * from './schemas/common.js';
export * from './schemas/users.js';
export * from './schemas/phone.js';
