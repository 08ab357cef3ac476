import { useTranslation } from 'react-i18next';
import { Explorer } from '../explorer';
import { TodoToolbar } from './TodoToolbar';

/**
 * Screen `todoList` (user menu): "a to-do list opens the explorer with the current user as
 * responsible" (records-explorer §1) — the user's open units of every business process, soonest
 * limit first and overdue ones in red; narrowed to one business process it offers that process's
 * views, its calendar (todo_calendar) and its charts among them.
 */
export default function TodoPage() {
  const { t } = useTranslation();
  return <Explorer mode="todo" title={t('todo.title')} toolbar={<TodoToolbar />} />;
}
