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
