export interface PgCluster {
  url: (database: string) => string;
  stop: () => void;
}

export function startPgCluster(): Promise<PgCluster>;
