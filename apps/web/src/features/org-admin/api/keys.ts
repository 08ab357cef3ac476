/** TanStack Query keys of the Companies and Centros screens, all under one prefix. */
export const ORG_ADMIN = 'org-admin';

export const orgKeys = {
  sites: (sitePath: string) => [ORG_ADMIN, 'sites', sitePath] as const,
  centros: (sitePath: string) => [ORG_ADMIN, 'centros', sitePath] as const,
  inherited: (sitePath: string) => [ORG_ADMIN, 'inherited', sitePath] as const,
  inheritable: (sitePath: string) => [ORG_ADMIN, 'inheritable', sitePath] as const,
  matrix: (sitePath: string) => [ORG_ADMIN, 'matrix', sitePath] as const,
  centroRoles: (sitePath: string, centroId: number) => [ORG_ADMIN, 'centro-roles', sitePath, centroId] as const,
  managers: (sitePath: string, centroId: number) => [ORG_ADMIN, 'managers', sitePath, centroId] as const,
};
