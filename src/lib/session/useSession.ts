import { useContext } from 'react';
import { SessionContext } from './context';
import type { SessionContextValue } from './types';

/**
 * @returns the session and its actions
 * @throws Error when used outside SessionProvider
 */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
