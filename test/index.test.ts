import { expect } from '@open-wc/testing';
import { TESSERA_VERSION } from '../src/index.js';

describe('entry', () => {
  it('loads in Chromium', () => {
    expect(TESSERA_VERSION).to.match(/^\d+\.\d+\.\d+$/);
  });
});
