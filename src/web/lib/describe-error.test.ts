import { describe, expect, it } from 'vitest';
import { describeError, RequestError } from './request';

describe('describeError', () => {
  it.each([
    [
      new RequestError(
        409,
        '{"error":{"code":"CONFLICT","message":"That time was just taken."}}',
        'Conflict',
      ),
      undefined,
      'That time was just taken.',
    ],
    [new RequestError(500, '', 'Internal Server Error'), undefined, '500: Internal Server Error'],
    [new TypeError('Failed to fetch'), undefined, 'Please try again.'],
    [new TypeError('Failed to fetch'), 'Saving failed.', 'Saving failed.'],
  ])('%s reads %s', (error, fallback, text) => {
    expect(describeError(error, fallback)).toBe(text);
  });
});
