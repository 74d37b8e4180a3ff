// The conversation entity: question threads and messages; for now the unread-message count.
export * from './keys';
export * from './unread';
