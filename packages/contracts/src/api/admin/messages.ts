/**
 * Message texts of the administration screens (shell-and-admin §5 "General messages", verbatim),
 * plus the ones the spec leaves open, decided in docs/decisions.md. Server and client share them.
 */
export const ADMIN_MESSAGES = {
  // shell-and-admin §5, verbatim.
  required: 'Required field',
  duplicate: 'The value is not valid. Duplicate',
  emailInvalid: 'E-mail must be valid',
  linkInvalid: 'Link must be valid',
  leadingSpace: 'It has a space at the beginning',
  // Django REST framework's wording, which the specs' client was written against.
  notBoolean: 'Must be a valid boolean.',
  invalidInteger: 'A valid integer is required.',
  invalidNumber: 'A valid number is required.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  atLeast: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
  between: (min: number, max: number) => `Ensure this value is between ${min} and ${max}.`,
  invalidChoice: (value: string) => `"${value}" is not a valid choice.`,
  unknownId: (value: string | number) => `Invalid pk "${value}" - object does not exist.`,
  // Texts the spec does not give.
  readOnlyAccess: 'Only administrators and managers may see this.',
  usernameInvalid: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  passwordOnlyOnCreate: 'A password is set only when the user is created; users change it with Change password.',
  maxUsersReached: (company: string, max: number) =>
    `The company ${company} already has its maximum of ${max} active users. Disable a user or raise the company's maximum first.`,
  notYourself: 'You cannot disable or delete your own user.',
  notOwnAdminFlag: 'You cannot remove your own administrator flag.',
  userHasRecords:
    'This user appears in records (as creator, responsible or in their history) and cannot be deleted. Disable the user instead.',
  preferredCentroOutside: "The preferred centro must be one of the user's company's centros.",
  notUnderItself: 'It cannot be placed under itself or under one of the items below it.',
  parentOtherDepartment: 'The role it reports to must belong to the same department.',
  roleInUse: (reasons: string[]) => `This role cannot be deleted: ${reasons.join('; ')}.`,
  departmentInUse: (reasons: string[]) => `This department cannot be deleted: ${reasons.join('; ')}.`,
  usedByUsers: (n: number) => `${n} user role assignment${n === 1 ? '' : 's'} in centros`,
  usedByPermissions: (n: number) => `${n} process permission${n === 1 ? '' : 's'}`,
  usedByMenus: (n: number) => `${n} menu${n === 1 ? '' : 's'} allow or block it`,
  inheritedBySites: (n: number) => `${n} sub-compan${n === 1 ? 'y inherits' : 'ies inherit'} it`,
  hasSubRoles: (n: number) => `${n} role${n === 1 ? ' reports' : 's report'} to it`,
  hasRoles: (n: number) => `it has ${n} role${n === 1 ? '' : 's'}`,
  menuHasChildren: 'A menu with submenus cannot be deleted.',
  menuEnabledLocked: 'The enabled flag of a menu with submenus cannot be changed.',
  roleBothAllowedAndBlocked: 'A role cannot be both allowed and blocked.',
  unknownRole: (id: number) => `Role ${id} is not a role of this company.`,
  entryOwnedElsewhere: (path: string) => `This entry belongs to ${path} and can only be changed there.`,
  noParentCompany: 'A top-level company has no parent company to copy from.',
  alreadyHasMenus: 'This company already has menus.',
  alreadyHasVocabularies: 'This company already has vocabularies.',
  typeHasLocations: (n: number) =>
    `This location type still has ${n} location${n === 1 ? '' : 's'}; delete or move them first.`,
} as const;
