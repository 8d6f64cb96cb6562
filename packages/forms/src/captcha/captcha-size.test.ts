import { describe, expect, it } from 'vitest';
import { captchaSize } from './captcha-size';

describe('captchaSize (spec 000 §9: captcha compact under 320 px)', () => {
  it.each([
    [0, 'compact'],
    [319, 'compact'],
    [319.5, 'compact'],
    [320, 'normal'],
    [800, 'normal'],
  ] as const)('%d px is %s', (width, size) => {
    expect(captchaSize(width)).toBe(size);
  });
});
