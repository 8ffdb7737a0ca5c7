/**
 * @spotter/domain: the contracts browser and server share. Each resource folder is one contract
 * (its payload schemas, the DTOs islands receive, defaults and limits); `rules/` holds the pure
 * rules several resources use. Importing the domain installs its zod error map (errors/).
 */
export * from './errors/zod-messages.ts';
export * from './errors/api-error.ts';
export * from './options.ts';
export * from './rules/format.ts';
export * from './rules/level.ts';
export * from './rules/limits.ts';
export * from './rules/lookup.ts';
export * from './rules/names.ts';
export * from './rules/slug.ts';
export * from './rules/text.ts';
export * from './rules/video-url.ts';
export * from './account/index.ts';
export * from './account/settings.ts';
export * from './auth/index.ts';
export * from './branding/index.ts';
export * from './certifications/index.ts';
export * from './coaching/index.ts';
export * from './coaching/handoff.ts';
export * from './gallery/index.ts';
export * from './languages/index.ts';
export * from './marketplace/index.ts';
export * from './media/index.ts';
export * from './navigation/index.ts';
export * from './places/index.ts';
export * from './profile/index.ts';
export * from './profile-photo/index.ts';
export * from './reviews/index.ts';
export * from './shell/index.ts';
export * from './stats/index.ts';
export * from './verification/index.ts';
export * from './exercises/index.ts';
export * from './plans/index.ts';
export * from './sessions/index.ts';
