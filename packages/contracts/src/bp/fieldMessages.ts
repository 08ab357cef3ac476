/**
 * Field validation messages (records-explorer §5, §8 "Field errors"). The codes
 * are the spec's translation keys, sent as they are: the web translates them
 * with its i18n files, and FIELD_MESSAGE_TEXTS gives the server and tests a
 * readable text. Parameters are carried apart so that each language can place
 * them (bigger_than {value: min - step}).
 */
export const FIELD_MESSAGES = {
  required: 'required_field',
  startSpace: 'inputs.start_space',
  emailInvalid: 'inputs.email_invalid',
  linkInvalid: 'inputs.link_invalid',
  invalidValue: 'invalid_value',
  biggerThan: 'bigger_than',
  smallerThan: 'smaller_than',
  invalidDate: 'invalid_date',
  timeFormat: 'HH:MM',
  invalidHour: 'invalid_hour',
  invalidMinute: 'invalid_minute',
  fileTooBig: 'inputs.file_too_big',
  fileNotValid: 'inputs.file_not_valid',
  invalidPercentage: 'indicators.invalid_percentage',
} as const;

export type FieldMessageCode = (typeof FIELD_MESSAGES)[keyof typeof FIELD_MESSAGES];

export type FieldErrorParams = Readonly<Record<string, string | number>>;

/** One problem with one field value: a message key and what it needs to be read. */
export interface FieldError {
  code: FieldMessageCode;
  params?: FieldErrorParams;
}

/**
 * Readable texts. 'inputs.file_too_big' is the spec's verbatim text; the
 * others are ours (the spec gives only the keys). `{name}` is a parameter.
 */
export const FIELD_MESSAGE_TEXTS: Readonly<Record<FieldMessageCode, { es: string; ca: string; en: string }>> = {
  required_field: { es: 'Campo obligatorio', ca: 'Camp obligatori', en: 'Required field' },
  'inputs.start_space': {
    es: 'No puede empezar por un espacio',
    ca: 'No pot començar amb un espai',
    en: 'Must not start with a space',
  },
  'inputs.email_invalid': {
    es: 'El correo electrónico no es válido',
    ca: 'El correu electrònic no és vàlid',
    en: 'The e-mail address is not valid',
  },
  'inputs.link_invalid': {
    es: 'El enlace debe empezar por http:// o https://',
    ca: "L'enllaç ha de començar per http:// o https://",
    en: 'The link must start with http:// or https://',
  },
  invalid_value: { es: 'Valor no válido', ca: 'Valor no vàlid', en: 'Invalid value' },
  bigger_than: {
    es: 'Debe ser mayor que {value}',
    ca: 'Ha de ser més gran que {value}',
    en: 'Must be bigger than {value}',
  },
  smaller_than: {
    es: 'Debe ser menor que {value}',
    ca: 'Ha de ser més petit que {value}',
    en: 'Must be smaller than {value}',
  },
  invalid_date: { es: 'Fecha no válida', ca: 'Data no vàlida', en: 'Invalid date' },
  'HH:MM': { es: 'HH:MM', ca: 'HH:MM', en: 'HH:MM' },
  invalid_hour: { es: 'Hora no válida (0-23)', ca: 'Hora no vàlida (0-23)', en: 'Invalid hour (0-23)' },
  invalid_minute: { es: 'Minutos no válidos (0-59)', ca: 'Minuts no vàlids (0-59)', en: 'Invalid minutes (0-59)' },
  'inputs.file_too_big': {
    es: '¡El tamaño debe ser inferior a 20 MiB!',
    ca: 'La mida ha de ser inferior a 20 MiB!',
    en: 'The size must be less than 20 MiB!',
  },
  'inputs.file_not_valid': { es: 'El archivo no es válido', ca: "L'arxiu no és vàlid", en: 'The file is invalid' },
  'indicators.invalid_percentage': {
    es: 'Porcentaje no válido (0-100)',
    ca: 'Percentatge no vàlid (0-100)',
    en: 'Invalid percentage (0-100)',
  },
};

export function fieldErrorText(error: FieldError, lang: 'es' | 'ca' | 'en' = 'es'): string {
  const template = FIELD_MESSAGE_TEXTS[error.code][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = error.params?.[name];
    return value === undefined ? whole : String(value);
  });
}
