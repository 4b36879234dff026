import { createContext } from 'react';
import type { SessionContextValue } from './types';

/** The session context; SessionProvider fills it (kept apart so tests need no Firebase). */
export const SessionContext = createContext<SessionContextValue | null>(null);
