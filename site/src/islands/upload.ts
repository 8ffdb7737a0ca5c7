import type { UploadedMedia } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { apiFailure, type ApiFailure } from './api.ts';

/**
 * Uploads one file with real progress (fetch cannot report upload progress; XHR can). A failure
 * rejects with an Error carrying the server's translated `{ error, fieldErrors }`, or a general
 * translated message when the server could not be reached or did not answer with one.
 */
export function uploadFile(field: string, file: File, onProgress: (fraction: number) => void): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const form = new FormData();
    form.append(field, file);
    request.open('POST', '/api/upload');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as (Partial<ApiFailure> & { data?: { media: UploadedMedia[] } }) | null;
      const media = body?.data?.media?.[0];
      if (request.status >= 200 && request.status < 300 && media) resolve(media);
      else
        reject(
          apiFailure({ error: body?.error || m.image_upload_error_failed(), fieldErrors: body?.fieldErrors ?? {} }),
        );
    };
    request.onerror = () => reject(apiFailure({ error: m.image_upload_error_failed(), fieldErrors: {} }));
    request.send(form);
  });
}

/**
 * Uploads one identity image and reports the real work done as a percentage: the bytes sent up to
 * 25, then the server's stages as it streams them (`Accept: application/x-ndjson`, see
 * pages/api/upload.ts): 25 received, 65 checked, 100 stored. Resolves with the image's authorised
 * address; a refusal rejects with the server's translated `{ error, fieldErrors }` (without one:
 * 'Upload failed' before the server had the file, 'Failed to process image' after), a cancel with
 * an AbortError.
 */
export function uploadInStages(
  field: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const form = new FormData();
    form.append(field, file);
    request.open('POST', '/api/upload');
    request.setRequestHeader('accept', 'application/x-ndjson');
    let read = 0;
    let settled = false;
    // Once the server has the file, a failure without its own text happened while processing it.
    let received = false;
    const fail = (failure: Partial<ApiFailure>) => {
      if (settled) return;
      settled = true;
      reject(
        apiFailure({
          error: failure.error || (received ? m.verification_error_process() : m.verification_error_upload()),
          fieldErrors: failure.fieldErrors ?? {},
          status: failure.status,
        }),
      );
    };
    const readLines = () => {
      const text = request.responseText;
      let end = text.indexOf('\n', read);
      while (end >= 0 && !settled) {
        const line = text.slice(read, end).trim();
        read = end + 1;
        end = text.indexOf('\n', read);
        if (!line) continue;
        const event = JSON.parse(line) as Partial<ApiFailure> & {
          stage?: string;
          data?: { urls?: Record<string, string> };
        };
        if (event.stage === 'received') {
          received = true;
          onProgress(25);
        } else if (event.stage === 'checked') onProgress(65);
        else if (event.stage === 'stored' && event.data?.urls?.[field]) {
          onProgress(100);
          settled = true;
          resolve(event.data.urls[field]);
        } else if (event.stage === 'failed') fail(event);
      }
    };
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(24, Math.floor((event.loaded / event.total) * 25)));
    };
    request.onprogress = readLines;
    request.onload = () => {
      // An answer before the stages (a refusal of the whole request) is a plain JSON error.
      if (request.getResponseHeader('content-type')?.includes('application/x-ndjson')) readLines();
      else {
        let body: Partial<ApiFailure> = {};
        try {
          body = JSON.parse(request.responseText) as Partial<ApiFailure>;
        } catch {
          // Not our server's answer (a proxy's page): the general message.
        }
        fail({ ...body, status: request.status });
      }
      fail({});
    };
    request.onerror = () => fail({});
    signal.addEventListener('abort', () => {
      if (settled) return;
      settled = true;
      request.abort();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    });
    request.send(form);
  });
}
