export const supportedLanguages = ['en', 'es', 'nl', 'fr', 'de'] as const;
export type Language = (typeof supportedLanguages)[number];
