/** API contract: zod schemas and inferred types shared by the server and the web app. */
export * from './errors.ts';
export * from './health.ts';
export * from './auth.ts';
export * from './vocabulary.ts';
export * from './deck.ts';
export * from './dictionary.ts';
export * from './daily.ts';
export * from './analyze.ts';
export * from './audio.ts';
export * from './speech.ts';
export * from './error-registry.ts';
export * from './languages.ts';
export * from './limits.ts';
export * from './routes/define.ts';
export * from './routes/table.ts';
export * from './routes/all-routes.ts';
export * from './routes/openapi.ts';
