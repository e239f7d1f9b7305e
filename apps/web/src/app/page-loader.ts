import type { ComponentType } from 'react';
import type { RouteId } from '@portal/contracts/routes';

/** Loads a route's page component lazily (one chunk per page). */
export type PageLoader = () => Promise<ComponentType>;

/** What a feature's `routes.tsx` exports: its pages by route id. */
export type FeaturePages = Partial<Record<RouteId, PageLoader>>;
