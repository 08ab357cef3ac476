export function e2eDatabaseEnv(dir: string): { DATABASE_URL: string; DATA_DIR: string; LOG_LEVEL: string };

export function seedE2eTemplate(dir: string, main?: string): Promise<void>;
