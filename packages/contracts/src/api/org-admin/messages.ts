import { defineMessages, type Localized } from '../../messages/catalog.js';
import { joinLocalized } from '../../messages/lists.js';

/**
 * Texts of the Companies and Centros screens the spec leaves open (docs/decisions.md), shared by
 * server and client. The general form messages ("Required field", "The value is not valid.
 * Duplicate"…) are ADMIN_MESSAGES.
 */
const count = (n: number, one: Localized, many: Localized): Localized => {
  const words = n === 1 ? one : many;
  return { es: `${n} ${words.es}`, ca: `${n} ${words.ca}`, en: `${n} ${words.en}` };
};

/** "This X cannot be deleted: it has …", the reasons joined in each language. */
const cannotDelete = (what: Localized, reasons: readonly Localized[]): Localized => {
  const why = joinLocalized(reasons);
  return {
    es: `${what.es} no se puede eliminar: tiene ${why.es}.`,
    ca: `${what.ca} no es pot eliminar: té ${why.ca}.`,
    en: `${what.en} cannot be deleted: it has ${why.en}.`,
  };
};

export const ORG_MESSAGES = defineMessages('orgAdmin', {
  urlNameInvalid: {
    es: 'Usa minúsculas, cifras y guiones, empezando por una letra (63 como máximo); no puede ser una palabra reservada como "site" o "user".',
    ca: 'Fes servir minúscules, xifres i guionets, començant per una lletra (63 com a màxim); no pot ser una paraula reservada com "site" o "user".',
    en: 'Use lower-case letters, digits and hyphens, starting with a letter (at most 63); it cannot be a reserved word such as "site" or "user".',
  },
  urlNameFixed: {
    es: 'El nombre en la URL de una empresa no se puede cambiar una vez creada: lo usan sus direcciones y sus enlaces de acceso.',
    ca: "El nom a l'URL d'una empresa no es pot canviar un cop creada: el fan servir les seves adreces i els seus enllaços d'accés.",
    en: 'The URL name of a company cannot be changed once created: its addresses and sign-in links use it.',
  },
  parentFixed: {
    es: 'Una empresa no se puede mover bajo otra empresa una vez creada.',
    ca: 'Una empresa no es pot moure sota una altra empresa un cop creada.',
    en: 'A company cannot be moved under another company once created.',
  },
  notAnImage: {
    es: 'Sube una imagen PNG, JPEG, GIF o WebP.',
    ca: 'Puja una imatge PNG, JPEG, GIF o WebP.',
    en: 'Upload a PNG, JPEG, GIF or WebP image.',
  },
  maxUsersBelowActive: (active: number) => ({
    es: `La empresa tiene ${active} usuarios activos; el máximo no puede ser menor. Desactiva antes algunos usuarios.`,
    ca: `L'empresa té ${active} usuaris actius; el màxim no pot ser inferior. Desactiva abans alguns usuaris.`,
    en: `The company has ${active} active users; the maximum cannot be lower. Disable users first.`,
  }),
  deleteOwnCompany: {
    es: 'Una empresa no se puede eliminar desde ella misma; elimínala desde la empresa superior.',
    ca: "Una empresa no es pot eliminar des d'ella mateixa; elimina-la des de l'empresa superior.",
    en: 'A company cannot be deleted from within itself; delete it from the company above it.',
  },
  companyInUse: (reasons: readonly Localized[]) =>
    cannotDelete({ es: 'Esta empresa', ca: 'Aquesta empresa', en: 'This company' }, reasons),
  centroInUse: (reasons: readonly Localized[]) =>
    cannotDelete({ es: 'Este centro', ca: 'Aquest centre', en: 'This centro' }, reasons),
  subCompanies: (n: number) =>
    count(
      n,
      { es: 'subempresa', ca: 'subempresa', en: 'sub-company' },
      { es: 'subempresas', ca: 'subempreses', en: 'sub-companies' },
    ),
  centros: (n: number) =>
    count(n, { es: 'centro', ca: 'centre', en: 'centro' }, { es: 'centros', ca: 'centres', en: 'centros' }),
  childCentros: (n: number) =>
    count(
      n,
      { es: 'centro por debajo', ca: 'centre per sota', en: 'centro below it' },
      { es: 'centros por debajo', ca: 'centres per sota', en: 'centros below it' },
    ),
  users: (n: number) =>
    count(n, { es: 'usuario', ca: 'usuari', en: 'user' }, { es: 'usuarios', ca: 'usuaris', en: 'users' }),
  usersWithRoles: (n: number) =>
    count(
      n,
      { es: 'usuario con roles en él', ca: 'usuari amb rols', en: 'user with roles in it' },
      { es: 'usuarios con roles en él', ca: 'usuaris amb rols', en: 'users with roles in it' },
    ),
  records: (n: number) =>
    count(n, { es: 'registro', ca: 'registre', en: 'record' }, { es: 'registros', ca: 'registres', en: 'records' }),
  ssoCentro: {
    es: 'el inicio de sesión único creando allí sus usuarios nuevos',
    ca: "l'inici de sessió únic creant-hi els seus usuaris nous",
    en: 'single sign-on creating its new users there',
  },
  noParentToInherit: {
    es: 'Una empresa de primer nivel no tiene empresa madre de la que heredar roles.',
    ca: 'Una empresa de primer nivell no té empresa mare de la qual heretar rols.',
    en: 'A top-level company has no parent company to inherit roles from.',
  },
  notInheritable: (id: number) => ({
    es: `El rol ${id} no es un rol de la empresa madre.`,
    ca: `El rol ${id} no és un rol de l'empresa mare.`,
    en: `Role ${id} is not a role of the parent company.`,
  }),
  inheritedRoleInUse: (name: string, reasons: readonly Localized[]) => {
    const why = joinLocalized(reasons);
    return {
      es: `El rol "${name}" no puede dejar de heredarse: ${why.es}.`,
      ca: `El rol "${name}" no pot deixar de ser heretat: ${why.ca}.`,
      en: `The role "${name}" cannot stop being inherited: ${why.en}.`,
    };
  },
  unknownProcess: (id: number) => ({
    es: `El proceso ${id} no es un proceso de esta empresa.`,
    ca: `El procés ${id} no és un procés d'aquesta empresa.`,
    en: `Process ${id} is not a process of this company.`,
  }),
  unknownUser: (id: number) => ({
    es: `El usuario ${id} no puede tener roles en este centro.`,
    ca: `L'usuari ${id} no pot tenir rols en aquest centre.`,
    en: `User ${id} cannot hold roles in this centro.`,
  }),
  managerNeedsRole: {
    es: 'Solo un usuario con un rol en este centro puede gestionarlo.',
    ca: 'Només un usuari amb un rol en aquest centre el pot gestionar.',
    en: 'Only a user with a role in this centro can manage it.',
  },
});
