/** Feature flags of spec section 9, in one place. Each can be switched on by configuration. */
export const FEATURE_FLAGS = {
  complaints: false,
  adminVisa: false,
  employmentAnalytics: false,
  fmolStatistics: false,
  pendingMofaCancellation: false,
  organizationButtons: false,
  captcha: true,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAGS) as FeatureFlag[];

/**
 * Parses `FEATURE_FLAGS` configuration such as `complaints,adminVisa,-captcha`:
 * a name switches a flag on, a leading minus switches it off. Unknown names are returned as errors.
 */
export const parseFeatureFlags = (value: string | undefined): { flags: FeatureFlags; unknown: string[] } => {
  const flags: FeatureFlags = { ...FEATURE_FLAGS };
  const unknown: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const off = item.startsWith('-');
    const name = off ? item.slice(1) : item;
    if (name in flags) flags[name as FeatureFlag] = !off;
    else unknown.push(name);
  }
  return { flags, unknown };
};
