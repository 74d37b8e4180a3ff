// jest's `expect`, on Node's test runner.
export { expect } from 'expect';
