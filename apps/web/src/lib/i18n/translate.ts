/**
 * A translation function as plain functions take it (`i18n.t` or a component's `t`): the key and its
 * values, the text. Narrower than i18next's `TFunction`, so a helper can be called with either.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
