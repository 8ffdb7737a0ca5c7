import type { APIContext, APIRoute } from 'astro';
import { logger } from '../log.ts';
import { apiError, HttpError } from './responses.ts';
import { isDatabaseUnavailable, unavailable } from './faults.ts';

/**
 * Wraps an endpoint so thrown HttpErrors become `{ error, fieldErrors? }`, a database that is
 * away becomes 503 with Retry-After, and nothing leaks a 500 body.
 */
export function endpoint(handler: (context: APIContext) => Promise<Response> | Response): APIRoute {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      if (error instanceof HttpError) {
        return apiError(error.status, error.key, context.locals.locale, error.options);
      }
      if (isDatabaseUnavailable(error)) {
        logger.warn({ err: error, path: context.url.pathname }, 'database unavailable');
        return unavailable(context.url.pathname, context.locals.locale);
      }
      logger.error({ err: error, path: context.url.pathname }, 'unhandled endpoint error');
      return apiError(500, 'error_generic', context.locals.locale);
    }
  };
}
