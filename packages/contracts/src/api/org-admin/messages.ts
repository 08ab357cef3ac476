/**
 * Texts of the Companies and Centros screens the spec leaves open (docs/decisions.md), shared by
 * server and client. The general form messages ("Required field", "The value is not valid.
 * Duplicate"…) are ADMIN_MESSAGES.
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const ORG_MESSAGES = {
  urlNameInvalid:
    'Use lower-case letters, digits and hyphens, starting with a letter (at most 63); it cannot be a reserved word such as "site" or "user".',
  urlNameFixed: 'The URL name of a company cannot be changed once created: its addresses and sign-in links use it.',
  parentFixed: 'A company cannot be moved under another company once created.',
  notAnImage: 'Upload a PNG, JPEG, GIF or WebP image.',
  maxUsersBelowActive: (active: number) =>
    `The company has ${active} active users; the maximum cannot be lower. Disable users first.`,
  deleteOwnCompany: 'A company cannot be deleted from within itself; delete it from the company above it.',
  companyInUse: (reasons: string[]) => `This company cannot be deleted: it has ${reasons.join('; ')}.`,
  centroInUse: (reasons: string[]) => `This centro cannot be deleted: it has ${reasons.join('; ')}.`,
  subCompanies: (n: number) => plural(n, 'sub-company', 'sub-companies'),
  centros: (n: number) => plural(n, 'centro', 'centros'),
  childCentros: (n: number) => plural(n, 'centro below it', 'centros below it'),
  users: (n: number) => plural(n, 'user', 'users'),
  usersWithRoles: (n: number) => `${plural(n, 'user', 'users')} with roles in it`,
  records: (n: number) => plural(n, 'record', 'records'),
  ssoCentro: 'single sign-on creating its new users there',
  noParentToInherit: 'A top-level company has no parent company to inherit roles from.',
  notInheritable: (id: number) => `Role ${id} is not a role of the parent company.`,
  inheritedRoleInUse: (name: string, reasons: string[]) =>
    `The role "${name}" cannot stop being inherited: ${reasons.join('; ')}.`,
  unknownProcess: (id: number) => `Process ${id} is not a process of this company.`,
  unknownUser: (id: number) => `User ${id} cannot hold roles in this centro.`,
  managerNeedsRole: 'Only a user with a role in this centro can manage it.',
} as const;
