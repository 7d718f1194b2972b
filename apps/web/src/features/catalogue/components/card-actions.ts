import { createContext, type ReactNode } from 'react';
import type { TMediaItem } from '@marquee/domain';

/**
 * What every poster card draws over its corner unless given its own `actions`: the app provides the bookmark
 * toggle here, so the catalogue's rows and grids need not know about bookmarks.
 */
export const CardActionsContext = createContext<((item: TMediaItem) => ReactNode) | undefined>(undefined);
