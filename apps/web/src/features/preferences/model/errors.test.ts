import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { splitErrors } from './errors';

const t = (key: string) => key;

describe('preferences errors', () => {
  it('puts each field’s messages under its input and the rest in the alert', () => {
    const error = new ApiError(
      400,
      { lang: ['"fr" is not a valid choice.'], photo: ['The file is invalid'], detail: 'Something else' },
      '/u',
      undefined,
    );
    expect(splitErrors(error, t)).toEqual({
      fields: { lang: '"fr" is not a valid choice.', photo: 'The file is invalid' },
      other: ['Something else'],
    });
  });

  it('says what failed when it is no refusal', () => {
    expect(splitErrors(new ApiError(0, 'offline', '/u', undefined), t)).toEqual({
      fields: {},
      other: ['globalMessage.networkError'],
    });
    expect(splitErrors(new ApiError(500, '<html>', '/u', undefined), t).other).toEqual(['globalMessage.httpError']);
  });
});
