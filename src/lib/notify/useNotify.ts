import { useContext } from 'react';
import { NotifierContext, type Notification } from './NotifierProvider';

/**
 * @returns a function that shows a notification (an already translated message)
 * @throws Error when used outside NotifierProvider
 */
export function useNotify(): (n: Notification) => void {
  const notify = useContext(NotifierContext);
  if (!notify) throw new Error('useNotify must be used inside NotifierProvider');
  return notify;
}
