import { z } from 'zod/mini';
import { endpoints } from './index';

describe('zod configuration', () => {
  it('parses without compiling code (no eval under the site CSP)', () => {
    expect(endpoints).toBeDefined();
    expect(z.config().jitless).toBe(true);
  });
});
