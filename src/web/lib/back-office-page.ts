import { createContext, useContext } from 'react';
import type { PageMeta } from '../../content/pages';

/** The back-office page being shown (back-office.tsx), for its frame's title on a phone. */
export const BackOfficePageContext = createContext<PageMeta | null>(null);

export const useBackOfficePage = () => useContext(BackOfficePageContext);
