import { defineMessages, type Localized, readableFromEnglish } from '../../messages/catalog.js';
import { joinLocalized } from '../../messages/lists.js';

const s = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * Message texts of the administration screens (shell-and-admin §5 "General messages", English
 * verbatim), plus the ones the spec leaves open, decided in docs/decisions.md. Server and client share them.
 */
export const ADMIN_MESSAGES = defineMessages('admin', {
  // shell-and-admin §5, verbatim.
  required: { es: 'Campo obligatorio', ca: 'Camp obligatori', en: 'Required field' },
  duplicate: {
    es: 'El valor no es válido. Duplicado',
    ca: 'El valor no és vàlid. Duplicat',
    en: 'The value is not valid. Duplicate',
  },
  emailInvalid: {
    es: 'El correo electrónico debe ser válido',
    ca: 'El correu electrònic ha de ser vàlid',
    en: 'E-mail must be valid',
  },
  linkInvalid: { es: 'El enlace debe ser válido', ca: "L'enllaç ha de ser vàlid", en: 'Link must be valid' },
  leadingSpace: {
    es: 'Tiene un espacio al principio',
    ca: 'Té un espai al principi',
    en: 'It has a space at the beginning',
  },
  // Django REST framework's wording, which the specs' client was written against.
  notBoolean: { es: 'Debe ser sí o no.', ca: 'Ha de ser sí o no.', en: 'Must be a valid boolean.' },
  invalidInteger: {
    es: 'Se necesita un número entero válido.',
    ca: 'Cal un nombre enter vàlid.',
    en: 'A valid integer is required.',
  },
  invalidNumber: { es: 'Se necesita un número válido.', ca: 'Cal un nombre vàlid.', en: 'A valid number is required.' },
  tooLong: (max: number) => ({
    es: `Como máximo ${max} caracteres.`,
    ca: `Com a màxim ${max} caràcters.`,
    en: `Ensure this field has no more than ${max} characters.`,
  }),
  atLeast: (min: number) => ({
    es: `Como mínimo ${min}.`,
    ca: `Com a mínim ${min}.`,
    en: `Ensure this value is greater than or equal to ${min}.`,
  }),
  between: (min: number, max: number) => ({
    es: `Entre ${min} y ${max}.`,
    ca: `Entre ${min} i ${max}.`,
    en: `Ensure this value is between ${min} and ${max}.`,
  }),
  notJson: {
    es: 'El valor debe ser un JSON válido.',
    ca: 'El valor ha de ser un JSON vàlid.',
    en: 'Value must be valid JSON.',
  },
  invalidChoice: (value: string) => ({
    es: `"${value}" no es una opción válida.`,
    ca: `"${value}" no és una opció vàlida.`,
    en: `"${value}" is not a valid choice.`,
  }),
  unknownId: (value: string | number) => ({
    es: `Clave primaria "${value}" no válida: el objeto no existe.`,
    ca: `Clau primària "${value}" no vàlida: l'objecte no existeix.`,
    en: `Invalid pk "${value}" - object does not exist.`,
  }),
  // Texts the spec does not give.
  readOnlyAccess: {
    es: 'Solo los administradores y los gestores pueden ver esto.',
    ca: 'Només els administradors i els gestors poden veure això.',
    en: 'Only administrators and managers may see this.',
  },
  usernameInvalid: {
    es: 'Solo letras, números y @ . + - _ (sin espacios).',
    ca: 'Només lletres, nombres i @ . + - _ (sense espais).',
    en: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  },
  passwordOnlyOnCreate: {
    es: 'La contraseña solo se fija al crear el usuario; después cada usuario la cambia con Cambiar contraseña.',
    ca: "La contrasenya només es fixa en crear l'usuari; després cada usuari la canvia amb Canvia la contrasenya.",
    en: 'A password is set only when the user is created; users change it with Change password.',
  },
  maxUsersReached: (company: string, max: number) => ({
    es: `La empresa ${company} ya tiene su máximo de ${max} usuarios activos. Desactiva algún usuario o aumenta antes el máximo de la empresa.`,
    ca: `L'empresa ${company} ja té el seu màxim de ${max} usuaris actius. Desactiva algun usuari o augmenta abans el màxim de l'empresa.`,
    en: `The company ${company} already has its maximum of ${max} active users. Disable a user or raise the company's maximum first.`,
  }),
  notYourself: {
    es: 'No puedes desactivar ni eliminar tu propio usuario.',
    ca: 'No pots desactivar ni eliminar el teu propi usuari.',
    en: 'You cannot disable or delete your own user.',
  },
  notOwnAdminFlag: {
    es: 'No puedes quitarte tu propia marca de administrador.',
    ca: "No et pots treure la teva pròpia marca d'administrador.",
    en: 'You cannot remove your own administrator flag.',
  },
  userHasRecords: {
    es: 'Este usuario aparece en registros (como creador, responsable o en su historial) y no se puede eliminar. Desactívalo.',
    ca: "Aquest usuari apareix en registres (com a creador, responsable o en el seu historial) i no es pot eliminar. Desactiva'l.",
    en: 'This user appears in records (as creator, responsible or in their history) and cannot be deleted. Disable the user instead.',
  },
  preferredCentroOutside: {
    es: 'El centro preferido debe ser uno de los centros de la empresa del usuario.',
    ca: "El centre preferit ha de ser un dels centres de l'empresa de l'usuari.",
    en: "The preferred centro must be one of the user's company's centros.",
  },
  notUnderItself: {
    es: 'No se puede colocar debajo de sí mismo ni de ninguno de los elementos que tiene debajo.',
    ca: 'No es pot col·locar sota si mateix ni sota cap dels elements que té a sota.',
    en: 'It cannot be placed under itself or under one of the items below it.',
  },
  parentOtherDepartment: {
    es: 'El rol del que depende debe pertenecer al mismo departamento.',
    ca: 'El rol del qual depèn ha de pertànyer al mateix departament.',
    en: 'The role it reports to must belong to the same department.',
  },
  roleInUse: (reasons: readonly Localized[]) => {
    const why = joinLocalized(reasons);
    return {
      es: `Este rol no se puede eliminar: ${why.es}.`,
      ca: `Aquest rol no es pot eliminar: ${why.ca}.`,
      en: `This role cannot be deleted: ${why.en}.`,
    };
  },
  departmentInUse: (reasons: readonly Localized[]) => {
    const why = joinLocalized(reasons);
    return {
      es: `Este departamento no se puede eliminar: ${why.es}.`,
      ca: `Aquest departament no es pot eliminar: ${why.ca}.`,
      en: `This department cannot be deleted: ${why.en}.`,
    };
  },
  usedByUsers: (n: number) => ({
    es: `${n} ${s(n, 'asignación', 'asignaciones')} de rol a usuarios en centros`,
    ca: `${n} ${s(n, 'assignació', 'assignacions')} de rol a usuaris en centres`,
    en: `${n} user role assignment${s(n, '', 's')} in centros`,
  }),
  usedByPermissions: (n: number) => ({
    es: `${n} ${s(n, 'permiso', 'permisos')} de proceso`,
    ca: `${n} ${s(n, 'permís', 'permisos')} de procés`,
    en: `${n} process permission${s(n, '', 's')}`,
  }),
  usedByMenus: (n: number) => ({
    es: `${n} ${s(n, 'menú lo permite o lo bloquea', 'menús lo permiten o lo bloquean')}`,
    ca: `${n} ${s(n, 'menú el permet o el bloqueja', 'menús el permeten o el bloquegen')}`,
    en: `${n} menu${s(n, '', 's')} allow or block it`,
  }),
  inheritedBySites: (n: number) => ({
    es: `${n} ${s(n, 'subempresa lo hereda', 'subempresas lo heredan')}`,
    ca: `${n} ${s(n, "subempresa l'hereta", "subempreses l'hereten")}`,
    en: `${n} sub-compan${s(n, 'y inherits', 'ies inherit')} it`,
  }),
  hasSubRoles: (n: number) => ({
    es: `${n} ${s(n, 'rol depende', 'roles dependen')} de él`,
    ca: `${n} ${s(n, 'rol en depèn', 'rols en depenen')}`,
    en: `${n} role${s(n, ' reports', 's report')} to it`,
  }),
  hasRoles: (n: number) => ({
    es: `tiene ${n} ${s(n, 'rol', 'roles')}`,
    ca: `té ${n} ${s(n, 'rol', 'rols')}`,
    en: `it has ${n} role${s(n, '', 's')}`,
  }),
  menuHasChildren: {
    es: 'Un menú con submenús no se puede eliminar.',
    ca: 'Un menú amb submenús no es pot eliminar.',
    en: 'A menu with submenus cannot be deleted.',
  },
  menuEnabledLocked: {
    es: 'No se puede cambiar la activación de un menú con submenús.',
    ca: "No es pot canviar l'activació d'un menú amb submenús.",
    en: 'The enabled flag of a menu with submenus cannot be changed.',
  },
  roleBothAllowedAndBlocked: {
    es: 'Un rol no puede estar permitido y bloqueado a la vez.',
    ca: 'Un rol no pot estar permès i bloquejat alhora.',
    en: 'A role cannot be both allowed and blocked.',
  },
  unknownRole: (id: number) => ({
    es: `El rol ${id} no es un rol de esta empresa.`,
    ca: `El rol ${id} no és un rol d'aquesta empresa.`,
    en: `Role ${id} is not a role of this company.`,
  }),
  entryOwnedElsewhere: (path: string) => ({
    es: `Esta entrada pertenece a ${path} y solo se puede cambiar allí.`,
    ca: `Aquesta entrada pertany a ${path} i només es pot canviar allà.`,
    en: `This entry belongs to ${path} and can only be changed there.`,
  }),
  noParentCompany: {
    es: 'Una empresa de primer nivel no tiene empresa madre de la que copiar.',
    ca: 'Una empresa de primer nivell no té empresa mare de la qual copiar.',
    en: 'A top-level company has no parent company to copy from.',
  },
  alreadyHasMenus: {
    es: 'Esta empresa ya tiene menús.',
    ca: 'Aquesta empresa ja té menús.',
    en: 'This company already has menus.',
  },
  alreadyHasVocabularies: {
    es: 'Esta empresa ya tiene vocabularios.',
    ca: 'Aquesta empresa ja té vocabularis.',
    en: 'This company already has vocabularies.',
  },
  typeHasLocations: (n: number) => ({
    es: `Este tipo de ubicación aún tiene ${n} ${s(n, 'ubicación', 'ubicaciones')}; elimínalas o muévelas antes.`,
    ca: `Aquest tipus d'ubicació encara té ${n} ${s(n, 'ubicació', 'ubicacions')}; elimina-les o mou-les abans.`,
    en: `This location type still has ${n} location${s(n, '', 's')}; delete or move them first.`,
  }),
});

// Zod error maps name the rejected input in this message; the edge reads it back to translate it.
readableFromEnglish(/^"(.*)" is not a valid choice\.$/s, ADMIN_MESSAGES.invalidChoice);
