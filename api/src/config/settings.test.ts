import { describe, it } from 'node:test';
import { expect } from '../../test/expect';
import { loadSettings } from './settings';

describe('API settings', () => {
  it('has embedded defaults for everything', () => {
    expect(loadSettings({})).toMatchObject({ HOST: '127.0.0.1', API_PORT: 3000, NODE_ENV: 'development' });
  });

  it('stops with a message naming the wrong setting', () => {
    expect(() => loadSettings({ API_PORT: 'eighty' })).toThrow(/Invalid API settings: .*API_PORT/);
  });
});
