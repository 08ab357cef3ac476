import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGE_TEXTS, FIELD_MESSAGES, fieldErrorText } from './fieldMessages.js';

describe('field messages', () => {
  it('uses the spec keys', () => {
    expect(Object.values(FIELD_MESSAGES).sort()).toEqual(
      [
        'required_field',
        'inputs.start_space',
        'inputs.email_invalid',
        'inputs.link_invalid',
        'invalid_value',
        'bigger_than',
        'smaller_than',
        'invalid_date',
        'HH:MM',
        'invalid_hour',
        'invalid_minute',
        'inputs.file_too_big',
        'inputs.file_not_valid',
        'indicators.invalid_percentage',
      ].sort(),
    );
  });

  it('has a text in every language for every key', () => {
    for (const code of Object.values(FIELD_MESSAGES)) {
      for (const lang of ['es', 'ca', 'en'] as const) expect(FIELD_MESSAGE_TEXTS[code][lang]).toBeTruthy();
    }
  });

  it('keeps the spec text for a file too big', () => {
    expect(fieldErrorText({ code: 'inputs.file_too_big' }, 'en')).toBe('The size must be less than 20 MiB!');
  });

  it.each([
    [{ code: 'bigger_than', params: { value: -1 } }, 'es', 'Debe ser mayor que -1'],
    [{ code: 'smaller_than', params: { value: 101 } }, 'en', 'Must be smaller than 101'],
    [{ code: 'bigger_than' }, 'en', 'Must be bigger than {value}'],
    [{ code: 'required_field' }, 'ca', 'Camp obligatori'],
  ] as const)('%j in %s → %s', (error, lang, text) => expect(fieldErrorText(error, lang)).toBe(text));
});
