import type { APIContext, APIRoute } from 'astro';
import { logger } from '../log.ts';
import { apiError, HttpError } from './responses.ts';

/** Wraps an endpoint so thrown HttpErrors become `{ error, fieldErrors? }` and nothing leaks a 500 body. */
export function endpoint(handler: (context: APIContext) => Promise<Response> | Response): APIRoute {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      if (error instanceof HttpError) {
        return apiError(error.status, error.key, context.locals.locale, error.options);
      }
      logger.error({ err: error, path: context.url.pathname }, 'unhandled endpoint error');
      return apiError(500, 'error_generic', context.locals.locale);
    }
  };
}
