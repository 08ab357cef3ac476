import { DIRECTORY_MESSAGES, isMessage } from '@qualium/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const detailOf = (body: unknown): string | null =>
  body !== null && typeof body === 'object' && typeof (body as { detail?: unknown }).detail === 'string'
    ? (body as { detail: string }).detail
    : null;

/**
 * What the user reads when a folder delete fails (records-explorer §8: 'directory.not_able_to_delete', "Can't
 * delete folder"; here `folders.directory.not_able_to_delete`, the folder feature's catalogue),
 * followed by the reason. The server's two refusals (directories/service.ts) come
 * from the shared message catalog, so they are recognised in whichever language they came and said
 * with the folder feature's own words;
 * any other answer's detail is shown as the server wrote it.
 */
export function deleteRefusalText(t: Translate, body: unknown): string {
  const title = t('folders.directory.not_able_to_delete');
  const detail = detailOf(body);
  if (detail === null) return title;
  if (isMessage(detail, DIRECTORY_MESSAGES.hasChildren)) return `${title}: ${t('folders.delete.hasChildren')}`;
  const count = Number(/\d+/.exec(detail)?.[0]);
  if (Number.isInteger(count) && isMessage(detail, DIRECTORY_MESSAGES.holdsUnits(count))) {
    return `${title}: ${t('folders.delete.holdsUnits', { count })}`;
  }
  return `${title}: ${detail}`;
}
