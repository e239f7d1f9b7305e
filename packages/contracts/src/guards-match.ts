import { ROUTES, type RouteDef } from './routes';

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

type Found = { params: Record<string, string>; score: number[] };

const STATIC = 2;
const PARAM = 1;

const matchSegments = (pattern: readonly string[], segments: readonly string[]): Found | null => {
  const [head, ...rest] = pattern;
  if (head === undefined) return segments.length === 0 ? { params: {}, score: [] } : null;
  const [value, ...others] = segments;
  if (!head.startsWith(':')) {
    if (value !== head) return null;
    const found = matchSegments(rest, others);
    return found && { params: found.params, score: [STATIC, ...found.score] };
  }
  const optional = head.endsWith('?');
  const name = head.slice(1, optional ? -1 : undefined);
  if (value !== undefined) {
    const found = matchSegments(rest, others);
    if (found) return { params: { [name]: value, ...found.params }, score: [PARAM, ...found.score] };
  }
  return optional ? matchSegments(rest, segments) : null;
};

/** Like react-router's ranking: at the first differing segment a static segment beats a param. */
const compareScores = (a: number[], b: number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
};

const splitPath = (pathname: string): string[] | null => {
  try {
    return (pathname.split(/[?#]/)[0] ?? '')
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null; // malformed percent-encoding: treated as an unknown path
  }
};

/** The route of a concrete path with its params, or null for an unknown path. */
export const matchRoute = (pathname: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null => {
  const segments = splitPath(pathname);
  if (!segments) return null;
  let best: (RouteMatch & { score: number[] }) | null = null;
  for (const route of routes) {
    const found = matchSegments(route.path.split('/').filter(Boolean), segments);
    if (found && (!best || compareScores(found.score, best.score) < 0)) {
      best = { route, params: found.params, score: found.score };
    }
  }
  return best && { route: best.route, params: best.params };
};
