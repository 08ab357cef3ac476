import { z } from 'zod';
import { defineMessages } from './messages/catalog.js';

/** Django-REST-style error bodies the specs' client expects (docs/design.md §4). */
export const detailError = z.object({ detail: z.string() });
export type DetailError = z.infer<typeof detailError>;

/** `{field: [messages], non_field_errors: [messages]}` */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;

/**
 * General messages. English is the specs' text where their error catalogues give one (used
 * verbatim); the rest are decided in docs/decisions.md.
 */
export const MESSAGES = defineMessages('general', {
  required: { es: 'Obligatorio.', ca: 'Obligatori.', en: 'Required.' },
  invalidInteger: {
    es: 'Se necesita un número entero válido.',
    ca: 'Cal un nombre enter vàlid.',
    en: 'A valid integer is required.',
  },
  requiredField: { es: 'Campo obligatorio', ca: 'Camp obligatori', en: 'Required field' },
  passwordStrength: {
    es: 'Mín. 8 caracteres con al menos una mayúscula, un número y un carácter especial',
    ca: 'Mín. 8 caràcters amb almenys una majúscula, un número i un caràcter especial',
    en: 'Min. 8 characters with at least one capital letter, a number and a special character',
  },
  passwordMustDiffer: {
    es: 'La nueva contraseña debe ser diferente',
    ca: 'La nova contrasenya ha de ser diferent',
    en: 'New Password must be different',
  },
  passwordMustMatch: {
    es: 'Las contraseñas deben coincidir',
    ca: 'Les contrasenyes han de coincidir',
    en: 'Password must match',
  },
  passwordNoMatch: {
    es: 'Las contraseñas no coinciden',
    ca: 'Les contrasenyes no coincideixen',
    en: 'Password no match',
  },
  noClientSession: {
    es: 'No se ha encontrado la sesión del cliente',
    ca: "No s'ha trobat la sessió del client",
    en: 'No client session found',
  },
  noToken: { es: 'No hay token', ca: 'No hi ha testimoni', en: 'No token' },
  invalidQUnitPk: { es: 'PK de QUnit no válida', ca: 'PK de QUnit no vàlida', en: 'Invalid QUnit PK' },
  centreNoAccess: (id: number | string) => ({
    es: `No se puede ir al centro ${id} porque el usuario no tiene acceso a él`,
    ca: `No es pot anar al centre ${id} perquè l'usuari no hi té accés`,
    en: `Can't browse to centre ${id} because user has no access to it`,
  }),
  // Texts the specs leave open; decided in docs/decisions.md.
  invalidCredentials: {
    es: 'No se puede iniciar sesión con las credenciales proporcionadas.',
    ca: 'No es pot iniciar la sessió amb les credencials proporcionades.',
    en: 'Unable to log in with provided credentials.',
  },
  tooManyAttempts: (minutes: number) => ({
    es: `Demasiados intentos fallidos de inicio de sesión. Vuelve a intentarlo en ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
    ca: `Massa intents fallits d'inici de sessió. Torna-ho a provar d'aquí a ${minutes} minut${minutes === 1 ? '' : 's'}.`,
    en: `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  }),
  currentPasswordWrong: {
    es: 'La contraseña actual no es correcta.',
    ca: 'La contrasenya actual no és correcta.',
    en: 'Current password is not correct.',
  },
  tooManyPasswordAttempts: (minutes: number) => ({
    es: `Demasiados intentos con una contraseña actual incorrecta. Vuelve a intentarlo en ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
    ca: `Massa intents amb una contrasenya actual incorrecta. Torna-ho a provar d'aquí a ${minutes} minut${minutes === 1 ? '' : 's'}.`,
    en: `Too many wrong current passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  }),
  nulCharacter: {
    es: 'El texto no puede contener el carácter NUL (\\u0000).',
    ca: 'El text no pot contenir el caràcter NUL (\\u0000).',
    en: 'Text may not contain the NUL character (\\u0000).',
  },
  jsonTooDeep: (depth: number) => ({
    es: `El JSON puede anidar listas y objetos como mucho ${depth} niveles.`,
    ca: `El JSON pot niar llistes i objectes com a màxim ${depth} nivells.`,
    en: `JSON may nest arrays and objects at most ${depth} levels deep.`,
  }),
  passwordChangeNotAllowed: {
    es: 'Esta empresa no permite cambiar la contraseña.',
    ca: 'Aquesta empresa no permet canviar la contrasenya.',
    en: 'Password change is not allowed for this company.',
  },
  notAuthenticated: {
    es: 'No se han proporcionado las credenciales de autenticación.',
    ca: "No s'han proporcionat les credencials d'autenticació.",
    en: 'Authentication credentials were not provided.',
  },
  invalidToken: { es: 'Token no válido.', ca: 'Testimoni no vàlid.', en: 'Invalid token.' },
  notFound: { es: 'No encontrado.', ca: "No s'ha trobat.", en: 'Not found.' },
  forbidden: {
    es: 'No tienes permiso para realizar esta acción.',
    ca: 'No tens permís per fer aquesta acció.',
    en: 'You do not have permission to perform this action.',
  },
  adminOnly: {
    es: 'Solo los administradores pueden hacer esto.',
    ca: 'Només els administradors poden fer això.',
    en: 'Only administrators may do this.',
  },
  badRequest: { es: 'La petición no es válida.', ca: 'La petició no és vàlida.', en: 'The request is not valid.' },
  expectedMultipart: {
    es: 'Se esperaba un cuerpo multipart/form-data.',
    ca: "S'esperava un cos multipart/form-data.",
    en: 'Expected a multipart/form-data body.',
  },
  expectedJsonOrMultipart: {
    es: 'Se esperaba un objeto JSON o un cuerpo multipart/form-data.',
    ca: "S'esperava un objecte JSON o un cos multipart/form-data.",
    en: 'Expected a JSON object or a multipart/form-data body.',
  },
  // Fastify's own refusals of a body it cannot read (apps/server/src/http/error-handler.ts).
  invalidJson: {
    es: 'El cuerpo de la petición no es un JSON válido.',
    ca: 'El cos de la petició no és un JSON vàlid.',
    en: 'The request body is not valid JSON.',
  },
  bodyTooLarge: {
    es: 'El cuerpo de la petición es demasiado grande.',
    ca: 'El cos de la petició és massa gran.',
    en: 'The request body is too large.',
  },
  unsupportedMediaType: {
    es: 'Tipo de contenido no admitido: envía JSON o multipart/form-data.',
    ca: 'Tipus de contingut no admès: envia JSON o multipart/form-data.',
    en: 'Unsupported content type: send JSON or multipart/form-data.',
  },
  contentLengthMismatch: {
    es: 'El tamaño del cuerpo no coincide con su Content-Length.',
    ca: 'La mida del cos no coincideix amb el seu Content-Length.',
    en: 'The body size does not match its Content-Length.',
  },
  malformedMultipart: {
    es: 'El cuerpo multipart/form-data está mal formado.',
    ca: 'El cos multipart/form-data està mal format.',
    en: 'The multipart/form-data body is malformed.',
  },
  tooManyParts: {
    es: 'El formulario tiene demasiados archivos o campos.',
    ca: 'El formulari té massa fitxers o camps.',
    en: 'The form has too many files or fields.',
  },
  // Answers that are no refusal, in the wording of Django REST auth, which the specs' client was written against.
  loggedOut: {
    es: 'Sesión cerrada correctamente.',
    ca: 'Sessió tancada correctament.',
    en: 'Successfully logged out.',
  },
  passwordSaved: {
    es: 'Se ha guardado la nueva contraseña.',
    ca: "S'ha desat la contrasenya nova.",
    en: 'New password has been saved.',
  },
  internalError: { es: 'Error interno del servidor.', ca: 'Error intern del servidor.', en: 'Internal server error.' },
  // Units (records-explorer §4, §8; the rest decided in docs/decisions.md).
  cantReadUnit: (uid: string) => ({
    es: `Ha ocurrido algo extraño. No se puede leer la QUnit ${uid}`,
    ca: `Ha passat alguna cosa estranya. No es pot llegir la QUnit ${uid}`,
    en: `Something odd happened. Can't read QUnit ${uid}`,
  }),
  unitWithoutUid: {
    es: 'Se rechaza una unidad sin uid.',
    ca: 'Es rebutja una unitat sense uid.',
    en: 'A unit without a uid is rejected.',
  },
  unknownBusinessProcess: (reference: string) => ({
    es: `Proceso de negocio desconocido '${reference}'`,
    ca: `Procés de negoci desconegut '${reference}'`,
    en: `Unknown business process '${reference}'`,
  }),
  cannotCreateUnit: {
    es: 'No puedes crear aquí unidades de este proceso de negocio.',
    ca: "No pots crear aquí unitats d'aquest procés de negoci.",
    en: 'You may not create units of this business process here.',
  },
  unknownTransition: (id: string) => ({
    es: `Transición desconocida '${id}'`,
    ca: `Transició desconeguda '${id}'`,
    en: `Unknown transition '${id}'`,
  }),
  transitionNotOffered: {
    es: 'Esta transición no se te ofrece para esta unidad.',
    ca: "Aquesta transició no se t'ofereix per a aquesta unitat.",
    en: 'This transition is not offered to you for this unit.',
  },
  unitChangedConcurrently: {
    es: 'Otra persona ha modificado la unidad mientras tanto. Vuelve a cargarla e inténtalo de nuevo.',
    ca: 'Una altra persona ha modificat la unitat mentrestant. Torna-la a carregar i prova-ho de nou.',
    en: 'The unit was changed by someone else meanwhile. Reload it and try again.',
  },
  definitionChangedConcurrently: {
    es: 'El proceso de negocio ha cambiado mientras tanto. Vuelve a cargar la página e inténtalo de nuevo.',
    ca: 'El procés de negoci ha canviat mentrestant. Torna a carregar la pàgina i prova-ho de nou.',
    en: 'The business process was changed meanwhile. Reload the page and try again.',
  },
  invalidResponsible: {
    es: 'Elige el siguiente responsable entre los candidatos.',
    ca: 'Tria el responsable següent entre els candidats.',
    en: 'Choose the next responsible among the candidates.',
  },
  fileNotUploaded: {
    es: 'Envía el propio archivo como subida; no se acepta un valor de archivo dado como texto.',
    ca: "Envia el fitxer mateix com a pujada; no s'accepta un valor de fitxer donat com a text.",
    en: 'Send the file itself as an upload; a file value given as text is not accepted.',
  },
});
