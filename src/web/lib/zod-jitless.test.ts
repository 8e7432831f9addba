import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { zodJitless } from './zod-jitless';

describe('zodJitless', () => {
  it('sets the jitless flag zod itself reads', () => {
    const before = config().jitless;
    try {
      zodJitless();
      expect(config().jitless).toBe(true);
    } finally {
      config({ jitless: before });
    }
  });
});
