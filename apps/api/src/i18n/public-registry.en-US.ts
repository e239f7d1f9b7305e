/** Messages of the public registry of licensed offices and agencies (modules/public-registry, decision 0052). */
export const publicRegistryEnUS = {
  'publicRegistry.notFound': 'No licensed office or agency with this number is in the registry.',
} as const;
